import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { physicalNames } from '../names';
import { acknowledge, acknowledgeCdkHelper } from '../nag';
import type { StageConfig } from '../stage-config';

export interface WebStackProps extends StackProps {
  stage: StageConfig;
  /** Host name of the HTTP API endpoint, the origin of `/api/*`. */
  apiDomainName: string;
  /** The built SPA (`dist/web`); deployed only when it holds an index.html. */
  webDist: string;
}

/**
 * SPA fallback as a viewer-request function on the default (bucket) behaviour only: a path whose
 * last segment has no dot is an app route and gets /index.html, except `/survey/{surveyId}`, the
 * public survey page, which gets its own /survey.html (docs/decisions/0007; the local server's
 * infra/local/static-files.ts follows the same rule); files keep their path. `/api/*` never runs
 * it, so API 404s reach the browser as the API sent them. (Distribution-wide error responses
 * would turn every 403/404, API ones included, into index.html with a 200.)
 */
export const spaRewriteSource = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (/^\\/survey\\/[^\\/.]+\\/?$/.test(uri)) {
    request.uri = '/survey.html';
  } else if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** The web app: SPA bucket and the CloudFront distribution that also fronts the API. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly spaBucket: Bucket;
  readonly webDeployed: boolean;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;

    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.spaBucket = new Bucket(this, 'Spa', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'spa/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment:
        '/survey/{id} gets /survey.html, other extension-less paths /index.html; files keep their path',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaRewriteSource),
    });

    // Presigned URLs name the bucket's regional or global virtual-hosted endpoint.
    const filesBucket = physicalNames.filesBucket(stage.name);
    const filesOrigins = [
      `https://${filesBucket}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`,
      `https://${filesBucket}.s3.${Aws.URL_SUFFIX}`,
    ].join(' ');
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Candor security headers (CSP, HSTS, framing, sniffing, referrer, permissions)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(filesOrigins),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: false, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
            override: true,
          },
          // Google sign-in opens a popup that must be able to post back to the app.
          {
            header: 'Cross-Origin-Opener-Policy',
            value: 'same-origin-allow-popups',
            override: true,
          },
        ],
      },
    });

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Candor ${stage.name}: SPA and /api/*`,
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
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
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

    this.webDeployed = existsSync(join(props.webDist, 'index.html'));
    if (this.webDeployed) {
      const deployment = new BucketDeployment(this, 'DeployWeb', {
        sources: [Source.asset(props.webDist)],
        destinationBucket: this.spaBucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
        // Browsers revalidate every load; CloudFront keeps objects until the next deploy's invalidation.
        cacheControl: [
          CacheControl.setPublic(),
          CacheControl.maxAge(Duration.seconds(0)),
          CacheControl.sMaxAge(Duration.days(365)),
          CacheControl.mustRevalidate(),
        ],
      });
      acknowledgeCdkHelper(
        deployment.handlerRole.node.scope ?? deployment,
        'CDK-owned BucketDeployment handler: CDK writes its runtime and policy (asset and SPA ' +
          'bucket objects, invalidation); it runs only during deployments',
      );
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

/**
 * Same-origin app and API; Google sign-in (script, styles, iframe, token calls); presigned file
 * uploads and images from the files bucket; Chakra's emotion styles need inline styles.
 */
function contentSecurityPolicy(filesOrigins: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' https://accounts.google.com/gsi/client",
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    `img-src 'self' data: blob: ${filesOrigins} https://*.googleusercontent.com`,
    `connect-src 'self' ${filesOrigins} https://accounts.google.com/gsi/`,
    'frame-src https://accounts.google.com/gsi/',
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}
