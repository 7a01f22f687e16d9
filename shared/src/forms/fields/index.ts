export { CheckboxField, DateField, EmailField, FileField, MobileField, PasswordField, SelectField, TextAreaField, TextField, TimeField, type FieldBaseProps, type SelectOption } from './fields';
