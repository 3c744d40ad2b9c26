import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys';

/**
 * Writes the invitation of `email` to round `round` of `surveyId` straight into the table, as a
 * send leaves it ('sent', its link's hash `hash-<round>-<email>`), with `item` over it.
 */
export const putInvitation = (
  { docs, tableName }: { docs: DynamoDBDocumentClient; tableName: string },
  surveyId: string,
  email: string,
  round: number,
  item: Record<string, unknown> = {},
) =>
  docs.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.surveyInvitation(surveyId, email, round),
        email,
        status: 'sent',
        tokenHash: `hash-${round}-${email}`,
        ...item,
      },
    }),
  );
