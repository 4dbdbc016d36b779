/** The demo request form's fields (docs/product.md#staff-forms), in form order. */
export const DEMO_REQUEST_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'jobTitle',
  'companySize',
  'currentSolution',
  'timeframe',
  'message',
] as const;
export type DemoRequestField = (typeof DEMO_REQUEST_FIELDS)[number];
export type DemoRequestValues = Record<DemoRequestField, string>;
export type FieldErrors = Partial<Record<DemoRequestField, string>>;

/** Where visitors can write when the form cannot be sent. */
export const SALES_EMAIL = 'sales@candor.example.com';
