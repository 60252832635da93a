export { formGroups } from './form-groups.ts';
export * from './instance.ts';
