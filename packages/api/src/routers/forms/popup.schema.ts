import { popupLeadInput } from '@sme/domain';

export const popupInput = popupLeadInput;
