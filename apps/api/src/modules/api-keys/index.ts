// The API keys module's face (decision 0023): what server.ts uses of it (issue 32 §1).
export { apiKeysRoutes } from './routes.ts';
