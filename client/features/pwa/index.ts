export { syncManifestLink } from './manifest-link';
export { registerServiceWorker } from './register-service-worker';
