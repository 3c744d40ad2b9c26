import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type DynamoDBDocumentClient,
  type PutCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { now as productNow } from '../../lib/clock';
import { conflictRetry } from './conflict-retry';
import { ConditionsFailedError, failedIndexes, isCancelled, isConditionFailure } from './errors';

export { ConditionsFailedError, isConditionFailure };
import type { PageCursors } from './page-cursor';

/** An item as stored: its key attributes and the rest. */
export type Item = Record<string, unknown>;
/** A table key (`{ PK, SK }`), as `keys.ts` builds it. */
export type Key = Record<string, string>;
type Input<T> = Omit<T, 'TableName'>;
type SdkTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One write of a transaction, without its table, and a name of the caller's choosing: a refusal
 * names the items whose condition did not hold (unnamed items by their position).
 */
export type TransactItem = {
  [K in keyof SdkTransactItem]?: Input<NonNullable<SdkTransactItem[K]>>;
} & { name?: string };

/** True once the write went through, false when its condition did not hold; other errors pass. */
export async function written(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

type Words<S extends string> = S extends `${infer W} ${infer Rest}` ? W | Words<Rest> : S;

/**
 * A reader of a record's fields stored under their own names: `storedFields<ActionRecord>()` reads
 * `(item, 'id surveyId what')`, the names checked against the record's type, which vouches for
 * the values (the table holds what the adapter wrote). A field the item lacks reads as `absent`.
 */
export const storedFields =
  <T>(absent: null | undefined = undefined) =>
  <S extends string>(
    item: Item,
    names: S & (Words<S> extends keyof T ? S : never),
  ): Pick<T, Words<S> & keyof T> =>
    Object.fromEntries(names.split(' ').map((name) => [name, item[name] ?? absent])) as Pick<
      T,
      Words<S> & keyof T
    >;

/** The condition of a write that creates an item, never overwriting one. */
export const IS_NEW = 'attribute_not_exists(PK)';

type Write<K extends keyof SdkTransactItem> = Input<NonNullable<SdkTransactItem[K]>>;
const named = (name: string | undefined) => (name ? { name } : {});

/** A transaction's writes by kind, each with an optional name (see `TransactItem`). */
export const tx = {
  put: (input: Write<'Put'>, name?: string): TransactItem => ({ ...named(name), Put: input }),
  update: (input: Write<'Update'>, name?: string): TransactItem => ({
    ...named(name),
    Update: input,
  }),
  delete: (input: Write<'Delete'>, name?: string): TransactItem => ({
    ...named(name),
    Delete: input,
  }),
  check: (input: Write<'ConditionCheck'>, name?: string): TransactItem => ({
    ...named(name),
    ConditionCheck: input,
  }),
};

/** A transaction's put that creates an item only (`attribute_not_exists(PK)`). */
export const putNew = (item: Item, name?: string): TransactItem =>
  tx.put({ Item: item, ConditionExpression: IS_NEW }, name);

/** A query's sort key condition: a prefix (`begins_with`) or a range. */
export type SortKeyCondition =
  | { prefix: string }
  | { between: readonly [string, string] }
  | { after: string }
  | { before: string }
  | { upTo: string }
  | { from: string };

/** A query of one partition of the table or an index (a row of docs/data-model.md). */
export interface Query {
  index?: 'GSI1' | 'GSI2';
  pk: string;
  sk?: SortKeyCondition;
  limit?: number;
  newestFirst?: boolean;
  consistent?: boolean;
  /** Only these attributes (a projection). */
  fields?: readonly string[];
  filter?: { expression: string; names?: Record<string, string>; values?: Item };
  start?: Item;
}

/**
 * A query of the items in a key's partition whose sort key starts with the key's: `keys.ts`
 * builds a family's prefix as a key (`keys.actionsOfSurvey(id)`, `keys.notification(user, '')`),
 * on the table or on the index its attributes name.
 */
export function startingWith(
  key:
    | { PK: string; SK: string }
    | { GSI1PK: string; GSI1SK: string }
    | { GSI2PK: string; GSI2SK: string },
): Pick<Query, 'index' | 'pk' | 'sk'> {
  if ('GSI1PK' in key) return { index: 'GSI1', pk: key.GSI1PK, sk: { prefix: key.GSI1SK } };
  if ('GSI2PK' in key) return { index: 'GSI2', pk: key.GSI2PK, sk: { prefix: key.GSI2SK } };
  return { pk: key.PK, sk: { prefix: key.SK } };
}

const SK_CONDITIONS = {
  prefix: 'begins_with(#sk, :sk)',
  between: '#sk BETWEEN :sk AND :skTo',
  after: '#sk > :sk',
  before: '#sk < :sk',
  upTo: '#sk <= :sk',
  from: '#sk >= :sk',
} as const;

/** A projection of `fields`, by placeholder names (some attribute names are reserved words). */
function projection(fields: readonly string[] | undefined) {
  if (!fields?.length) return {};
  return {
    ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(fields.map((field, i) => [`#f${i}`, field])),
  };
}

/**
 * The one table every adapter reads and writes, over the DocumentClient: the table's name given
 * once, conditions that are answers (`putIfNew`, `written`), transactions that say which item
 * refused, and queries built from a partition and a sort key condition. Contended transactions
 * are sent again on a conflict (`conflictRetry`), so a refusal here is always a condition.
 */
export class Table {
  constructor(
    readonly db: DynamoDBDocumentClient,
    readonly name: string,
  ) {}

  /** An item, or only its `fields`. */
  async get(
    key: Key,
    options: { consistent?: boolean; fields?: readonly string[] } = {},
  ): Promise<Item | undefined> {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.name,
        Key: key,
        ConsistentRead: options.consistent,
        ...projection(options.fields),
      }),
    );
    return out.Item;
  }

  /**
   * Items by key (those that exist, in no order), 100 a request side by side, keys DynamoDB left
   * unprocessed asked twice more; a read that still misses some throws rather than answer short.
   */
  async getMany(
    list: readonly Key[],
    options: { consistent?: boolean; fields?: readonly string[] } = {},
  ): Promise<Item[]> {
    const chunks: Key[][] = [];
    for (let i = 0; i < list.length; i += 100) chunks.push(list.slice(i, i + 100));
    const read = async (chunk: Key[]) => {
      const found: Item[] = [];
      let wanted = chunk;
      for (let attempt = 0; attempt < 3 && wanted.length > 0; attempt += 1) {
        const out = await this.db.send(
          new BatchGetCommand({
            RequestItems: {
              [this.name]: {
                Keys: wanted,
                ConsistentRead: options.consistent,
                ...projection(options.fields),
              },
            },
          }),
        );
        found.push(...(out.Responses?.[this.name] ?? []));
        wanted = (out.UnprocessedKeys?.[this.name]?.Keys ?? []) as Key[];
      }
      if (wanted.length > 0) throw new Error('Some items could not be read; nothing was answered.');
      return found;
    };
    return (await Promise.all(chunks.map(read))).flat();
  }

  async put(item: Item, options: Omit<Input<PutCommandInput>, 'Item'> = {}): Promise<void> {
    await this.db.send(new PutCommand({ TableName: this.name, Item: item, ...options }));
  }

  /** Writes an item that must not exist yet: false (nothing written) when it does. */
  putIfNew(item: Item): Promise<boolean> {
    return written(this.put(item, { ConditionExpression: IS_NEW }));
  }

  /** An update; its new or old attributes when `ReturnValues` asks for them. */
  async update(input: Input<UpdateCommandInput>): Promise<Item | undefined> {
    const out = await this.db.send(new UpdateCommand({ TableName: this.name, ...input }));
    return out.Attributes;
  }

  /** A conditional update: true once written, false (nothing written) when its condition fails. */
  updateIf(input: Input<UpdateCommandInput>): Promise<boolean> {
    return written(this.update(input));
  }

  /** A delete (of `key`, or with a condition); the old item when `ReturnValues` asks for it. */
  async delete(input: Key | Input<DeleteCommandInput>): Promise<Item | undefined> {
    const request = 'Key' in input ? (input as Input<DeleteCommandInput>) : { Key: input };
    const out = await this.db.send(new DeleteCommand({ TableName: this.name, ...request }));
    return out.Attributes;
  }

  /** A conditional delete: true once deleted, false when its condition fails. */
  deleteIf(input: Input<DeleteCommandInput>): Promise<boolean> {
    return written(this.delete(input));
  }

  /** One page of a query: its items, and the key to start the next one at (none on the last). */
  async query(q: Query): Promise<{ items: Item[]; last?: Item }> {
    const out = await this.db.send(new QueryCommand(this.queryInput(q)));
    return {
      items: out.Items ?? [],
      ...(out.LastEvaluatedKey ? { last: out.LastEvaluatedKey } : {}),
    };
  }

  /** Every page of a query, up to `maxPages` (a list bounded by the product: a roster, managers). */
  async queryAll(q: Query, maxPages = Number.POSITIVE_INFINITY): Promise<Item[]> {
    const items: Item[] = [];
    let start: Item | undefined;
    for (let page = 0; page < maxPages; page += 1) {
      const out = await this.query({ ...q, start });
      items.push(...out.items);
      start = out.last;
      if (!start) break;
    }
    return items;
  }

  /** How many items a query finds (up to its limit), without reading them out. */
  async count(q: Query): Promise<number> {
    const out = await this.db.send(new QueryCommand({ ...this.queryInput(q), Select: 'COUNT' }));
    return out.Count ?? 0;
  }

  private queryInput(q: Query) {
    const prefix = q.index ?? '';
    const names: Record<string, string> = { '#pk': `${prefix}PK`, ...q.filter?.names };
    const values: Item = { ':pk': q.pk, ...q.filter?.values };
    let condition = '#pk = :pk';
    if (q.sk) {
      const [kind, value] = Object.entries(q.sk)[0] as [keyof typeof SK_CONDITIONS, unknown];
      names['#sk'] = `${prefix}SK`;
      condition += ` AND ${SK_CONDITIONS[kind]}`;
      if (Array.isArray(value)) [values[':sk'], values[':skTo']] = value;
      else values[':sk'] = value;
    }
    const fields = projection(q.fields);
    return {
      TableName: this.name,
      IndexName: q.index,
      KeyConditionExpression: condition,
      FilterExpression: q.filter?.expression,
      ProjectionExpression: fields.ProjectionExpression,
      ExpressionAttributeNames: { ...names, ...fields.ExpressionAttributeNames },
      ExpressionAttributeValues: values,
      ScanIndexForward: q.newestFirst ? false : undefined,
      ConsistentRead: q.consistent,
      Limit: q.limit,
      ExclusiveStartKey: q.start,
    };
  }

  /**
   * A page of a list the API hands out, from an opaque cursor (decision 0029) bound to the query's
   * partition and, with a prefix, to its sort key range.
   */
  async queryPage(
    q: Omit<Query, 'start'>,
    cursors: PageCursors,
    cursor: string | undefined,
  ): Promise<{ items: Item[]; nextCursor: string | null }> {
    const scope = { [`${q.index ?? ''}PK`]: q.pk };
    const prefixes = q.sk && 'prefix' in q.sk ? { [`${q.index ?? ''}SK`]: q.sk.prefix } : {};
    const start = await cursors.decode(cursor, scope, prefixes);
    const { items, last } = await this.query({ ...q, start });
    return { items, nextCursor: await cursors.encode(last, scope) };
  }

  /**
   * A transaction (up to 100 writes). A conflict with another writer is sent again; a refusal by
   * conditions is `ConditionsFailedError` naming the items that refused (see `isConditionFailure`).
   */
  async transact(items: readonly TransactItem[]): Promise<void> {
    const sdkItems = items.map(({ name: _name, ...item }) => {
      const [[kind, write]] = Object.entries(item) as [[string, object]];
      return { [kind]: { TableName: this.name, ...write } };
    });
    try {
      await conflictRetry(() =>
        this.db.send(new TransactWriteCommand({ TransactItems: sdkItems as never })),
      );
    } catch (error) {
      if (!isCancelled(error)) throw error;
      const failed = failedIndexes(error);
      if (failed.length === 0) throw error;
      throw new ConditionsFailedError(
        failed.map((i) => items[i]?.name ?? String(i)),
        error,
      );
    }
  }

  /** A transaction whose conditions may fail: true once written, false when any refused. */
  transactIf(items: readonly TransactItem[]): Promise<boolean> {
    return written(this.transact(items));
  }
}

/** What an adapter over the table extends: built as the wiring builds it, `(docs, tableName)`. */
export abstract class TableAdapter {
  protected readonly t: Table;

  constructor(
    db: DynamoDBDocumentClient,
    table: string,
    /** The clock of adapters that stamp or expire what they write (tests pass their own). */
    protected readonly now: () => Date = productNow,
  ) {
    this.t = new Table(db, table);
  }
}
