// oidc-provider 9 ships no type declarations; this covers the part the embedded provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AnyObject = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  export interface KoaContextWithOIDC {
    oidc: AnyObject;
    host: string;
    type: string;
    body: unknown;
    status: number;
    method: string;
    path: string;
    [key: string]: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: AnyObject };
    params: AnyObject;
    session?: { accountId?: string };
    grantId?: string;
    returnTo: string;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: AnyObject);
    issuer: string;
    proxy: boolean;
    Client: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    Grant: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    RefreshToken: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    AuthorizationCode: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    AccessToken: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void> | void): this;
    on(event: string, listener: (...args: any[]) => void): this; // eslint-disable-line @typescript-eslint/no-explicit-any
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: AnyObject, options?: AnyObject): Promise<void>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: AnyObject, options?: AnyObject): Promise<string>;
  }

  export const errors: Record<string, new (...args: any[]) => Error>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
