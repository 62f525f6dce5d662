/**
 * The profile feature's face: the profile's root page, which app/ composes with the agencies' cards
 * (app/screens/profile/ProfilePage.tsx). Its other screens are reached through the route table (app/hub-routes.ts).
 */
export { ProfilePage, namespaces as profilePageNamespaces } from './screens/ProfilePage.tsx';
