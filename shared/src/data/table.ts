/**
 * The one DynamoDB table, described once for the CDK data stack, the local runtime and tests.
 * Keys are strings of the form `ENTITY#id`; see docs/data-model.md for every access pattern.
 */
export const tableSchema = {
  partitionKey: 'PK',
  sortKey: 'SK',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
  ttlAttribute: 'expiresAt',
} as const;

export type TableSchema = typeof tableSchema;
