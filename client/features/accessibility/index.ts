export { AccessibilityToolbar } from './accessibility-toolbar';
export { LiveAnnouncer, announce } from './announcer';
