import { createServer, type Server } from 'node:http';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { createDynamoClient } from '../../functions/src/adapters/dynamodb/client';
import { startDynamoLocal, type DynamoLocal } from './dynamodb-local';
import { freePort } from './ports';

describe('DynamoDB Local', () => {
  let squatter: Server | undefined;
  let dynamo: DynamoLocal | undefined;
  afterEach(async () => {
    await dynamo?.stop();
    await new Promise<void>((done) => (squatter ? squatter.close(() => done()) : done()));
    dynamo = undefined;
    squatter = undefined;
  });

  // Two JVM starts (the first fails to bind), each up to a minute when the cores are busy.
  it(
    'starts on another port when another program takes the one chosen before the database binds it',
    { timeout: 180_000 },
    async () => {
      // Another HTTP server holds the first port offered: it answers, but it is not the database.
      squatter = createServer((_req, res) => res.end('not a database'));
      const taken = await new Promise<number>((done) =>
        squatter!.listen(0, '0.0.0.0', () => done((squatter!.address() as { port: number }).port)),
      );
      const offered: number[] = [];
      dynamo = await startDynamoLocal({
        choosePort: async () => {
          const port = offered.length === 0 ? taken : await freePort();
          offered.push(port);
          return port;
        },
      });
      expect(offered).toHaveLength(2);
      expect(dynamo.port).toBe(offered[1]);
      expect(dynamo.port).not.toBe(taken);

      const client = createDynamoClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
      const tables = await client.send(new ListTablesCommand({}));
      client.destroy();
      expect(tables.TableNames).toEqual([]);
    },
  );
});
