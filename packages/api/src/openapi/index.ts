/**
 * The v1 API as an OpenAPI 3.1 document, generated from the contract (`openApiDocument`), served by the
 * server at `/v1/openapi.json`.
 */
export * from './document';
export { checkedExample, exampleOf, type JsonSchema } from './examples';
