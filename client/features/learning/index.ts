export { LearnerHome } from './components/learner-home';
export { learningQueries } from './api/learning.queries';
