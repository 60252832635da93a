export { ContactDialogProvider, useContactDialog } from './contact-dialog-context';
export { useSupportWhatsappUrl } from './contact-links';
