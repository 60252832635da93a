export { AskSimi } from './components/ask-simi';
export { LearnerProfile, TeachingProfile } from './components/matching-profile';
export { SimiModal } from './components/simi-modal';
