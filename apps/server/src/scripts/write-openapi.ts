import { writeFile } from 'node:fs/promises';
import { openApiDocumentText, openApiPath } from '../openapi-document.ts';

await writeFile(openApiPath, openApiDocumentText());
console.log(`Wrote ${openApiPath}`);
