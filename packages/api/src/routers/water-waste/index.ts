import type { WaterWasteService } from '@sme/domain';
import { router } from '../../trpc.ts';
import { guestInfoInput } from '../guest-lead/guest-info.schema.ts';
import { savedOutput } from '../guest-lead/lead-id.ts';
import { guestLeadProcedures } from '../guest-lead/procedures.ts';
import { mutation, query } from '../procedure.ts';
import { restMeta } from '../rest-meta.ts';
import { annualUsageHandler } from './annual-usage.handler.ts';
import { annualUsageInput } from './annual-usage.schema.ts';
import { waterWasteGuestInfoHandler } from './guest-info.handler.ts';
import { waterWasteGuestInfoOutput } from './guest-info.schema.ts';
import { waterWasteServiceHandler } from './service.handler.ts';
import { waterWasteServiceInput } from './service.schema.ts';
import { wasteInfoHandler } from './waste-info.handler.ts';
import { wasteInfoInput } from './waste-info.schema.ts';

const rest = restMeta('Commercial water and waste');

/** Choosing Water or Waste: one path each, the same handler. */
const chooseService = (service: WaterWasteService, path: `/${string}`) =>
  mutation({
    rest: rest('POST', path, `Choose ${service}`),
    input: waterWasteServiceInput(service),
    output: savedOutput,
    handler: (ctx, input) => waterWasteServiceHandler(ctx, service, input),
  });

/** Water and waste: address, business name, Water or Waste, usage or waste information, then booking. */
export const waterWasteRouter = router({
  ...guestLeadProcedures('water_waste', rest, {
    postCode: '/commecial-water-waste/post-code/submit',
    businessName: '/commecial-water-waste/business-name/submit',
    booking: '/commecial-water-waste/client-personal-info-store',
    callback: '/commecial-water-waste/callback-request',
  }),

  guestInfo: query({
    rest: rest('GET', '/commecial-water-waste/guest-info/get/{id}', 'What the visitor has told us so far'),
    input: guestInfoInput,
    output: waterWasteGuestInfoOutput,
    handler: waterWasteGuestInfoHandler,
  }),

  waterSubmit: chooseService('Water', '/commecial-water-waste/water/submit'),

  wasteSubmit: chooseService('Waste', '/commecial-water-waste/waste/submit'),

  annualUsageSubmit: mutation({
    rest: rest('POST', '/commecial-water-waste/annual-usage/submit', 'Annual water usage'),
    input: annualUsageInput,
    output: savedOutput,
    handler: annualUsageHandler,
  }),

  wasteInfoSubmit: mutation({
    rest: rest('POST', '/commecial-water-waste/waste-info/submit', 'Bins, capacity and collections'),
    input: wasteInfoInput,
    output: savedOutput,
    handler: wasteInfoHandler,
  }),
});
