/**
 * The team feature's face (issue 33): what app/ shows of it outside its own screen, the profile's card of the
 * invitations to join an account. Its screen (hub.team) is reached through the route table (app/hub-routes.ts).
 */
export { ReceivedInvitationsCard } from './components/ReceivedInvitationsCard.tsx';
