// Form primitives of the account and partner pages. A separate area from ui on purpose:
// every remote's App imports ui, while only pages with forms load this one (and its CSS).
import styles from './forms.module.css';

// For a control that is not part of a form (the cart's slot picker): a form uses the field components.
export { Field, controlProps } from './Field';
export { Form, type FormApi, type FormProps, type FormRules } from './Form';
export { FormAlert } from './FormAlert';
export { PhotoPicker } from './PhotoPicker';
export { lazyResolver } from './lazyResolver';
export { formTexts } from './texts';
export { reasonRules } from './reasonRules';
export { apiErrorMessage, applyServerErrors, failureRule, gotNoReply, serverFieldMessage, serverMessage, type FailureMessage, type FailureTexts } from './serverErrors';
export * from './fields';
export { useObjectUrl } from './useObjectUrl';
export { styles as formStyles };
// The Form's FormProvider and the fields here read the form through react-hook-form's context. A
// control of a form's own (a Controller, useFormContext) takes them from here too, the copy the
// Form's provider comes from, whichever app loaded this area first.
export { Controller, useFormContext } from 'react-hook-form';
