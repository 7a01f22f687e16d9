// Form primitives of the account and partner pages. A separate area from ui on purpose:
// every remote's App imports ui, while only pages with forms load this one (and its CSS).
import styles from './forms.module.css';

// For a control that is not part of a form (the cart's slot picker): a form uses the field components.
export { Field, controlProps } from './Field';
export { FormAlert } from './FormAlert';
export { PhotoPicker } from './PhotoPicker';
export { applyServerErrors, gotNoReply, serverFieldMessage, serverMessage } from './serverErrors';
export * from './fields';
export { useObjectUrl } from './useObjectUrl';
export { styles as formStyles };
