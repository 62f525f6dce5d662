/**
 * The agencies feature's face: what app/ shows of it outside its own screens (the profile's agency cards). Its
 * screens are reached through the route table (app/hub-routes.ts), its console helper through a dynamic import
 * (main.tsx), each its own chunk. The hub's view-as banner is the shell's (app/layout/ViewAsBanner.tsx): exported
 * here, it would bring these cards into the shell's chunk.
 */
export { AgencyGrantsCard } from './components/AgencyGrantsCard.tsx';
export { MemberInvitationsCard } from './components/MemberInvitationsCard.tsx';
