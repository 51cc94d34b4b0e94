// For tests and benchmarks only (@sme/api/testing); production code may not import it (eslint.config.js).
// The worked examples themselves are production content: buildOpenApiDocument writes them into openapi.json.
// What is here is the raw data a suite replays against the server, with the placeholders it swaps for real ids.
export {
  EXAMPLE_EVENT,
  EXAMPLE_ID,
  operationExamples,
  type ExampleCall,
  type OperationExamples,
} from './openapi/examples.ts';
export { demoPostcodes } from './services/address/demo-address-provider.ts';
export { errorMessages } from './trpc.ts';
export { illFormedText, stringLeaves, type FieldSchema } from './text-field-leaves.ts';
