/** client/build/english-core-catalogue.ts */
declare module 'virtual:english-core-catalogue' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
