import { partnerRegistrationInput } from '@sme/domain';

export const registerInput = partnerRegistrationInput;
