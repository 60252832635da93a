/** The catalogue's islands (app/islands/registry.ts): what its shared pages show each reader apart. */
export const catalogIslands = {
  'catalog-next-available': () => import('./components/next-available').then((m) => m.NextAvailable),
};
