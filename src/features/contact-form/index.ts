export { contactForm, contactProblem, sendContactFx } from './model.ts';
export { ContactForm } from './ui.tsx';
