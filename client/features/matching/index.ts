export { GroupProposals } from './components/group-proposals';
