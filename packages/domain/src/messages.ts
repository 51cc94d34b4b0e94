// Every message a visitor can see, exactly as the specification words them.

export const requiredFieldsDialog = {
  title: 'Please fill out the required fields!',
  contactText: 'Name, Phone, and Business Name are required.',
  registerText: 'All fields are required to be filled.',
} as const;

export const contactSuccessDialog = {
  title: 'Thank you for reaching out!',
  text: "We'll be in touch soon.",
} as const;

export const registerSuccessDialog = {
  title: 'Registration Successful!',
  text: 'Thank you for registering.',
} as const;

export const messages = {
  formDataMissing: 'Form data missing !',
  popupSuccess: "Thank you for reaching out! We'll be in touch soon.",
  registrationFailed: 'Registration failed. Try again.',
  enterPostCode: 'Please enter post code !',
  noDataForPostCode: 'No data found for this post code !',
  cantLoadData: "Can't load data !",
  somethingWrong: 'Something wrong !',
  pageNotFound: 'Page not found !',
} as const;

/** Server-side checks that go beyond the client's (formats and lengths). */
export const serverMessages = {
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  blogNotFound: 'Blog post not found.',
  invalidPostcode: 'Please enter a valid UK postcode.',
  addressLookupUnavailable: 'Address lookup is not available right now. Please try again in a moment.',
} as const;
