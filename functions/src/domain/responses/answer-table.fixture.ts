import { DynamoIndependenceReads } from '../../adapters/dynamodb/independence-reads';
import { DynamoResponseStore } from '../../adapters/dynamodb/response-store';
import { aSurveyTable, testCursors } from '../../adapters/dynamodb/test-table.fixture';
import { IndependenceCheck } from './independence';
import { ResponseWriter } from './response-writer';

/**
 * A test table of its own with the answer path on it: the surveys (`aSurveyTable`), the response
 * store, the writer that stores an answer as the answer route does, and the independence check a
 * release asks.
 */
export function anAnswerTable() {
  const table = aSurveyTable();
  const { docs, tableName, surveys } = table;
  const responses = new DynamoResponseStore(docs, tableName, testCursors());
  return {
    ...table,
    responses,
    writer: new ResponseWriter({ surveys, responses }),
    independence: new IndependenceCheck(new DynamoIndependenceReads(docs, tableName)),
  };
}

export type AnswerTable = ReturnType<typeof anAnswerTable>;
