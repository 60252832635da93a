export { AuthProvider, USER_QUERY_KEY, useAuth } from './hooks/use-auth';
