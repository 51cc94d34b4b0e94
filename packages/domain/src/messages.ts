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
  enterBusinessName: 'Please enter business name !',
  selectService: 'Please select a service !',
  dataMissing: 'Data missing !',
  noAddressFound: 'No address found !',
  noDataFound: 'No data found.',
} as const;
