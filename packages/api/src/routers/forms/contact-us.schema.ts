import { z } from 'zod';
import { contactEnquiryInput } from '@sme/domain';

export const contactUsInput = contactEnquiryInput;
export const submittedOutput = z.object({ message: z.string() });
