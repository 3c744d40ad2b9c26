import type { MiddlewareObj } from '@middy/core';
import httpMultipartBodyParser from '@middy/http-multipart-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The multipart parser for routes that take uploads (fields as strings, files as buffers). */
export const multipartParser = httpMultipartBodyParser({
  disableContentTypeError: true,
  // Uploads are at most 5 MB images plus a few fields; API Gateway caps bodies at 10 MB anyway.
  busboy: { limits: { fileSize: 10 * 1024 * 1024, files: 2, fields: 20 } },
  // Its types speak of REST API events; it reads only headers, body and isBase64Encoded.
}) as unknown as MiddlewareObj<APIGatewayProxyEventV2>;
