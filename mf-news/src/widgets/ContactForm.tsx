// The home page's Contact Us widget: the enquiry form of the contact feature, as the shell mounts it.
export { ContactForm as default } from '../features/contact/ContactForm';
