// Values the integration project's global setup hands to test files (see vitest.config.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
  }
}
export {};
