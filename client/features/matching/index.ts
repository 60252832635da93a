export { GroupProposals } from './components/group-proposals';
export { RegroupSuggestions } from './components/regroup-suggestions';
export { TutorProposals } from './components/tutor-proposals';
