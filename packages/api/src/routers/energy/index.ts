import { router } from '../../trpc.ts';
import { guestInfoInput } from '../guest-lead/guest-info.schema.ts';
import { savedOutput } from '../guest-lead/lead-id.ts';
import { guestLeadProcedures } from '../guest-lead/procedures.ts';
import { mutation, query } from '../procedure.ts';
import { idOutput } from '../record-id.ts';
import { restMeta } from '../rest-meta.ts';
import { energyFiguresHandler } from './figures.handler.ts';
import { energyFiguresInput, energyFiguresOutput } from './figures.schema.ts';
import { energyGuestInfoHandler } from './guest-info.handler.ts';
import { energyGuestInfoOutput } from './guest-info.schema.ts';
import { energyServiceHandler } from './service.handler.ts';
import { energyServiceInput } from './service.schema.ts';
import { supplierHandler } from './supplier.handler.ts';
import { supplierInput } from './supplier.schema.ts';

const rest = restMeta('Commercial utility');

/** The energy wizard: Address, Business, Service, Supplier, then booking. REST paths are spelt as legacy ones. */
export const energyRouter = router({
  ...guestLeadProcedures('energy', rest, {
    postCode: '/commecial-utility/post-code/submit',
    businessName: '/commecial-utility/business-name/submit',
    booking: '/commecial-utility/client-personal-info-store',
    callback: '/commecial-utility/callback-request',
  }),

  guestInfo: query({
    rest: rest(
      'GET',
      '/commecial-utility/guest-info/get/{id}',
      'What the visitor has told us so far',
      "Takes an energy lead's id or a water & waste lead's id (one guest-lead record for both flows). A water & " +
        "waste lead answers its own address, business name and service ('Water' or 'Waste') in this shape, with " +
        'supplier and contact_end_date null; its usage or bin answers are on /commecial-water-waste/guest-info/get/{id}.',
    ),
    input: guestInfoInput,
    output: energyGuestInfoOutput,
    handler: energyGuestInfoHandler,
  }),

  serviceSubmit: mutation({
    rest: rest('POST', '/commecial-utility/service/submit', 'Choose what to compare'),
    input: energyServiceInput,
    output: idOutput,
    handler: energyServiceHandler,
  }),

  supplierSubmit: mutation({
    rest: rest('POST', '/commecial-utility/supplier/submit', 'Current supplier and contract end date'),
    input: supplierInput,
    output: savedOutput,
    handler: supplierHandler,
  }),

  /** What the visitor said they pay now and the indicative comparison kept with it (the site's only, no REST). */
  figures: query({
    input: energyFiguresInput,
    output: energyFiguresOutput,
    handler: energyFiguresHandler,
  }),
});
