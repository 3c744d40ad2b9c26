import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SecretValue } from 'aws-cdk-lib';
import {
  Annotations,
  Aws,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  type OriginBindConfig,
  type OriginBindOptions,
  PriceClass,
  ResponseHeadersPolicy,
  type ResponseHeadersPolicyProps,
  type ResponseSecurityHeadersBehavior,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import {
  apiSecurityHeaders,
  cspHashesFile,
  hstsMaxAgeSeconds,
  pageSecurityHeaders,
  parseCspHashes,
} from '#shared/domain/security-headers';
import { ORIGIN_HEADER } from '#shared/domain/edge';
import { PUBLIC_LOGO_CACHE_CONTROL, PUBLIC_LOGO_PREFIX } from '#shared/domain/public-logos';
import { physicalNames } from '../names';
import { acknowledge, acknowledgeCdkHelper } from '../nag';
import type { StageConfig } from '../stage-config';

export interface WebStackProps extends StackProps {
  stage: StageConfig;
  /** Host name of the HTTP API endpoint, the origin of `/api/*`. */
  apiDomainName: string;
  /** The value CloudFront sends the API in `x-candor-origin` (ApiStack.originSecret). */
  originSecret: SecretValue;
  /** The built SPA (`dist/web`); deployed only when it holds an index.html. */
  webDist: string;
}

/**
 * SPA fallback as a viewer-request function on the default (bucket) behaviour only: a path whose
 * last segment has no dot is an app route and gets /index.html, except `/survey/{surveyId}`, the
 * public survey page, which gets its own /survey.html (docs/decisions/0007), and `/login`, which
 * gets /login.html, the shell with the sign-in page rendered ahead (docs/decisions/0027; the
 * local server's infra/local/static-files.ts follows the same rules); files keep their path. `/api/*` never runs
 * it, so API 404s reach the browser as the API sent them. (Distribution-wide error responses
 * would turn every 403/404, API ones included, into index.html with a 200.)
 */
export const spaRewriteSource = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (/^\\/survey\\/[^\\/.]+\\/?$/.test(uri)) {
    request.uri = '/survey.html';
  } else if (/^\\/login\\/?$/.test(uri)) {
    request.uri = '/login.html';
  } else if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** The app path (and files bucket prefix) of the public team logos: `/logos/*`. */
export const publicLogoPathPattern = `/${PUBLIC_LOGO_PREFIX}*`;

/**
 * The files bucket as an origin through an Origin Access Control, without the bucket policy
 * statement `S3BucketOrigin.withOriginAccessControl` would add: the bucket lives in the data
 * stack, which grants this distribution `logos/*` only (DataStack's `publicLogoReader`). The web
 * stack names the bucket by its fixed name, so it holds no reference to the data stack, which
 * already refers to this one (decision 0039).
 */
class PublicLogoOrigin extends S3BucketOrigin {
  constructor(
    bucket: IBucket,
    private readonly access: S3OriginAccessControl,
  ) {
    super(bucket);
  }

  override bind(scope: Construct, options: OriginBindOptions): OriginBindConfig {
    const config = this._bind(scope, options);
    return {
      ...config,
      ...(config.originProperty
        ? {
            originProperty: {
              ...config.originProperty,
              originAccessControlId: this.access.originAccessControlId,
            },
          }
        : {}),
    };
  }
}

/** The web app: SPA bucket and the CloudFront distribution that also fronts the API. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly spaBucket: Bucket;
  readonly webDeployed: boolean;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;

    // S3 server access logs of the SPA bucket. Versioned, so a log deleted or overwritten in its
    // 90 days stays 30 more days as a version.
    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      lifecycleRules: [
        { expiration: Duration.days(90), noncurrentVersionExpiration: Duration.days(30) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Versioned: the pages and assets a deploy replaced or pruned stay 30 days as versions, so
    // they can be restored in S3 after a bad release.
    this.spaBucket = new Bucket(this, 'Spa', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'spa/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment:
        '/survey/{id} gets /survey.html, /login /login.html, other extension-less paths /index.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaRewriteSource),
    });

    // The one security-headers policy (shared/src/domain/security-headers.ts), as the local
    // server sends it, plus HSTS. Presigned URLs name the files bucket's regional or global
    // virtual-hosted endpoint; the pages' inline scripts are allowed by the hashes the web build
    // wrote beside dist/web.
    this.webDeployed = existsSync(join(props.webDist, 'index.html'));
    const filesBucket = physicalNames.filesBucket(stage.name);
    const pageHeaders = pageSecurityHeaders({
      scriptHashes: this.webDeployed ? readScriptHashes(props.webDist) : [],
      fileOrigins: [
        `https://${filesBucket}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`,
        `https://${filesBucket}.s3.${Aws.URL_SUFFIX}`,
      ],
      https: true,
    });
    const securityHeaders = new ResponseHeadersPolicy(
      this,
      'SecurityHeaders',
      responseHeadersPolicyProps(
        'Candor page security headers (CSP, HSTS, framing, sniffing, referrer, permissions)',
        pageHeaders,
      ),
    );
    // API responses: the JSON subset (the functions send it too) plus HSTS. Cache-Control stays
    // the functions' own (no-store), so CloudFront never stores an API answer.
    const { 'cache-control': _functionsOwn, ...apiHeaders } = apiSecurityHeaders;
    const apiSecurityHeadersPolicy = new ResponseHeadersPolicy(
      this,
      'ApiSecurityHeaders',
      responseHeadersPolicyProps('Candor API security headers (JSON subset, HSTS)', {
        ...apiHeaders,
        'strict-transport-security': pageHeaders['strict-transport-security'] as string,
      }),
    );

    // Team logos (decision 0039): `/logos/<teamId>/<random>.<ext>` is that object of the files
    // bucket, for mail clients and anyone else, never presigned. A key is never given other bytes
    // (each upload is a new random name), so CloudFront and browsers keep a logo for a year.
    const logoOrigin = new PublicLogoOrigin(
      Bucket.fromBucketName(this, 'FilesBucket', filesBucket),
      new S3OriginAccessControl(this, 'LogoAccess', {
        description: `Candor ${stage.name}: CloudFront reads team logos (logos/*) of the files bucket`,
        signing: Signing.SIGV4_ALWAYS,
      }),
    );
    const logoCache = new CachePolicy(this, 'LogoCache', {
      comment: 'Candor team logos: keys are never reused, so a year; nothing varies the answer',
      minTtl: Duration.days(365),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
    });
    const logoHeaders = new ResponseHeadersPolicy(
      this,
      'LogoHeaders',
      responseHeadersPolicyProps('Candor team logo headers (kept a year, JSON subset, HSTS)', {
        ...apiHeaders,
        'cache-control': PUBLIC_LOGO_CACHE_CONTROL,
        'strict-transport-security': pageHeaders['strict-transport-security'] as string,
      }),
    );

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // A dynamic reference: CloudFormation reads the secret at deploy time, the template holds
      // no value. The API refuses requests without it (functions/src/lib/client-address.ts).
      customHeaders: { [ORIGIN_HEADER]: props.originSecret.unsafeUnwrap() },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Candor ${stage.name}: SPA, /api/* and /logos/*`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(stage.domain
        ? {
            domainNames: [stage.domain.name],
            certificate: Certificate.fromCertificateArn(
              this,
              'Certificate',
              stage.domain.certificateArn,
            ),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(stage.webAclArn ? { webAclId: stage.webAclArn } : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.spaBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [
          { function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header but Host (API Gateway answers to its own), and every CloudFront
          // header: `CloudFront-Viewer-Address` is what per-client limits count.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiSecurityHeadersPolicy,
          compress: true,
        },
        [publicLogoPathPattern]: {
          origin: logoOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          cachePolicy: logoCache,
          responseHeadersPolicy: logoHeaders,
          // PNG and JPEG are compressed already.
          compress: false,
        },
      },
    });

    acknowledge(
      this.distribution,
      'CFR1',
      'No geo restriction: teams and respondents may be anywhere',
    );
    if (!stage.webAclArn) {
      acknowledge(
        this.distribution,
        'CFR2',
        `No WAF web ACL configured for stage ${stage.name} (set webAclArn to attach one); the API ` +
          'stage is throttled and login attempts are rate limited in the functions',
      );
    }
    acknowledge(
      this.distribution,
      'CFR3',
      'No CloudFront standard logs: they always record viewer IPs and full URLs (survey link ' +
        'tokens), which the anonymity promise rules out; the API keeps field-limited access logs',
    );
    if (!stage.domain) {
      acknowledge(
        this.distribution,
        'CFR4',
        `Stage ${stage.name} has no custom domain, so it uses the default *.cloudfront.net ` +
          'certificate whose TLS floor cannot be raised; stages with a domain use TLSv1.2_2021',
      );
    }

    if (this.webDeployed) {
      // The build's .br/.gz copies are for the local server; CloudFront compresses on its own.
      const build = Source.asset(props.webDist, { exclude: ['*.br', '*.gz'] });
      // Everything under assets/ is named by its content's hash: a name never gets other bytes,
      // so browsers keep each for a year without asking again.
      const assets = new BucketDeployment(this, 'DeployWebAssets', {
        sources: [build],
        destinationBucket: this.spaBucket,
        exclude: ['*'],
        include: [`${HASHED_ASSETS}/*`],
        memoryLimit: 512,
        cacheControl: [
          CacheControl.setPublic(),
          CacheControl.maxAge(Duration.days(365)),
          CacheControl.immutable(),
        ],
      });
      // The pages (index.html, the sign-in and survey pages, the icon) name the assets of their
      // build: browsers ask again on every load, CloudFront keeps them until this deploy's
      // invalidation. They go after the assets they name.
      const pages = new BucketDeployment(this, 'DeployWebPages', {
        sources: [build],
        destinationBucket: this.spaBucket,
        exclude: [`${HASHED_ASSETS}/*`],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
        cacheControl: [
          CacheControl.setPublic(),
          CacheControl.maxAge(Duration.seconds(0)),
          CacheControl.sMaxAge(Duration.days(365)),
          CacheControl.mustRevalidate(),
        ],
      });
      pages.node.addDependency(assets);
      for (const deployment of [assets, pages]) {
        acknowledgeCdkHelper(
          deployment.handlerRole.node.scope ?? deployment,
          'CDK-owned BucketDeployment handler: CDK writes its runtime and policy (asset and SPA ' +
            'bucket objects, invalidation); it runs only during deployments',
        );
      }
    } else {
      Annotations.of(this).addInfo(
        `No ${join(props.webDist, 'index.html')}: the SPA is not deployed by this synth. ` +
          'Run `npm run build:web` first (npm run deploy does).',
      );
    }

    new CfnOutput(this, 'DistributionDomainName', {
      description: stage.domain
        ? `Point ${stage.domain.name} (CNAME or alias) at this name`
        : 'The app URL host',
      value: this.distribution.distributionDomainName,
    });
  }
}

/** The build's folder of content-hashed files (web/build.ts names every asset by its hash). */
const HASHED_ASSETS = 'assets';

/**
 * The inline-script hashes `npm run build:web` wrote beside the build. A web build without them
 * would deploy pages whose own script the CSP refuses, so synth stops instead.
 */
function readScriptHashes(webDist: string): string[] {
  const file = cspHashesFile(webDist);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: rebuild the web app (npm run build:web) so the CSP names its scripts`,
    );
  }
  return parseCspHashes(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * CloudFront's form of a set of headers (lower-case names): the ones it knows as security headers
 * go to `securityHeadersBehavior`, the rest are custom headers; all override the origin's.
 */
export function responseHeadersPolicyProps(
  comment: string,
  headers: Record<string, string>,
): ResponseHeadersPolicyProps {
  const security: {
    -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K];
  } = {};
  const custom: { header: string; value: string; override: boolean }[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security': {
        const maxAge = /max-age=(\d+)/.exec(value)?.[1];
        if (maxAge !== String(hstsMaxAgeSeconds)) throw new Error(`Unexpected HSTS: ${value}`);
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds),
          includeSubdomains: value.includes('includeSubDomains'),
          preload: value.includes('preload'),
          override: true,
        };
        break;
      }
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`Unexpected X-Content-Type-Options: ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = {
          frameOption: value === 'DENY' ? HeadersFrameOption.DENY : HeadersFrameOption.SAMEORIGIN,
          override: true,
        };
        break;
      case 'referrer-policy':
        security.referrerPolicy = {
          referrerPolicy: value as HeadersReferrerPolicy,
          override: true,
        };
        break;
      case 'x-xss-protection':
        security.xssProtection = { protection: value !== '0', override: true };
        break;
      default:
        custom.push({ header: headerCase(name), value, override: true });
    }
  }
  return {
    comment,
    securityHeadersBehavior: security,
    ...(custom.length > 0 ? { customHeadersBehavior: { customHeaders: custom } } : {}),
  };
}

/** `permissions-policy` -> `Permissions-Policy`. */
function headerCase(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}
