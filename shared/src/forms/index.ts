// Form primitives of the account and partner pages. A separate area from ui on purpose:
// every remote's App imports ui, while only pages with forms load this one (and its CSS).
import styles from './forms.module.css';

// For a control that is not part of a form (the cart's slot picker): a form uses the field components.
export { Field, controlProps } from './Field';
export { Form, type FormApi, type FormProps, type FormRules } from './Form';
export { FormAlert } from './FormAlert';
export { PhotoPicker } from './PhotoPicker';
export { lazyResolver, rulesUnavailable } from './lazyResolver';
export { apiErrorMessage, applyServerErrors, failureRule, gotNoReply, serverFieldMessage, serverMessage, type FailureMessage, type FailureTexts } from './serverErrors';
export * from './fields';
export { useObjectUrl } from './useObjectUrl';
export { styles as formStyles };
// react-hook-form is not a shared singleton, so every build bundles a copy, and this area may be
// the one another app's build provided (the login page's, loaded first): its fields then read
// that copy's form context. A form whose fields come from here takes FormProvider (and any
// useFormContext or Controller of its own) from here as well, so provider and fields share one
// context whichever app loaded the area. useForm itself holds no context and may come from anywhere.
export { Controller, FormProvider, useFormContext } from 'react-hook-form';
