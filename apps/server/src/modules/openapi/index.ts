/** The openapi module's front door: the OpenAPI document and the API reference page. */
export { registerOpenApi } from './openapi';
