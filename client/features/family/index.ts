export { FamilyHome } from './components/family-home';
export { MyGuardians } from './components/my-guardians';
export { familyQueries } from './api/family.queries';
