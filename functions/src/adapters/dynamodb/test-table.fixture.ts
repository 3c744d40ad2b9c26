import { afterAll, beforeAll, inject } from 'vitest';
import { tableSchema } from '#shared/data/table';
import type { SurveyRecord } from '../../domain/surveys/ports';
import { createDocumentClient, createDynamoClient } from './client';
import { PageCursors } from './page-cursor';
import { DynamoSurveyRepository } from './survey-repository';
import { deleteTable, ensureTable } from './table-admin';

/**
 * A table of its own on DynamoDB Local for the tests of the block that calls this: created before
 * them, deleted after (and the client closed).
 */
export function aTestTable() {
  const client = createDynamoClient({ region: 'us-east-1', endpoint: inject('dynamodbEndpoint') });
  const tableName = `test-${crypto.randomUUID()}`;
  const docs = createDocumentClient(client);
  beforeAll(() => ensureTable(client, tableName, tableSchema));
  afterAll(async () => {
    await deleteTable(client, tableName);
    client.destroy();
  });
  return { client, tableName, docs };
}

/** `aTestTable()` with the survey repository on it, and `readSurvey` for a survey stored there. */
export function aSurveyTable() {
  const table = aTestTable();
  const surveys = new DynamoSurveyRepository(table.docs, table.tableName);
  const readSurvey = async (id: string): Promise<SurveyRecord> => {
    const survey = await surveys.get(id);
    if (!survey) throw new Error(`No survey ${id} in the table`);
    return survey;
  };
  return { ...table, surveys, readSurvey };
}

/** Page cursors sealed with a fixed test key. */
export const testCursors = () =>
  new PageCursors(async () => 'a-test-seed-long-enough-for-a-cursor-key');
