export { CheckboxField, DateField, EmailField, FileField, MobileField, PasswordField, SelectField, TextAreaField, TextField, type FieldBaseProps, type SelectOption } from './fields';
