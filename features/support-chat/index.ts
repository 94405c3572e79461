// Support: the chat facade over the providers (loaded lazily) and the /support contact form.

// Layout piece (client leaf): mount once in the default layout
export { SupportChat } from './components/support-chat';
// /support page pieces (client leaves)
export { ChatButton } from './components/chat-button';
export { LazyContactForm as ContactForm } from './components/contact-form-lazy';
export { openSupportChat } from './context';
export { contactSchema, type ContactValues } from './schemas';

/** next-intl namespaces the /support client pieces read. */
export const SUPPORT_CLIENT_NAMESPACES = ['SupportContact', 'Validation'] as const;
