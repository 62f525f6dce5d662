// Generated from the served OpenAPI document (GET /api/v2/openapi.json) by openapi-typescript: do not edit.
// Regenerate with `npm run client:generate` (apps/api/src/openapi-document.ts).

export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys of the access tokens (JWKS) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mail.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails kept in the outbox (no SMTP_URL), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            to: string;
                            subject: string;
                            text: string;
                            html: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails kept in the outbox, as an HTML page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/payments/hosted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox hosted card page (for the portal iframe) */
        get: {
            parameters: {
                query?: {
                    profileId?: string;
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/payments/tokenize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tokenises a card: {responseCode: ["001"], dataKey} or the codes 940-945 (profile, token, source, card, expiry, CVD) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        profileId?: string;
                        /** @default  */
                        pan?: string;
                        /** @default  */
                        expiry?: string;
                        /** @default  */
                        cvd?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            responseCode: string[];
                            dataKey?: string | null;
                            errorMessage?: string | null;
                            bin?: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ads/tag.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ads/demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ads/demo/advertiser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ads/v1/i/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ads/v1/c/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ads/v1/px/{pixelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pixelId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ads/v1/cv/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/static_pages/{lang}/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A static page (terms, privacy, service contract, FAQ) by language and slug */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lang: string;
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            /** @enum {string} */
                            lang: "fr" | "en";
                            slug: string;
                            title: string;
                            translations: {
                                fr: string;
                                en: string;
                            };
                            items: {
                                title: string;
                                body: string;
                            }[];
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public runtime settings of the portal */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            features: {
                                duplicateOrder: boolean;
                                conversionPixels: boolean;
                                pixelTracking: boolean;
                                personalizedSegments: boolean;
                                captcha: boolean;
                            };
                            agenciesDisabled: boolean;
                            platformNotice: {
                                date: string;
                                fr: string | null;
                                en: string | null;
                            } | null;
                            recaptchaSiteKey: string | null;
                            minOrderValueCents: number;
                            timeZone: string;
                            supportEmail: string | null;
                            payment: {
                                profileId: string;
                                hostedUrl: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/cognito/validate-user-exist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an account exists for an e-mail (USER_EXISTS or USER_NOT_REGISTERED) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exists: boolean;
                            message?: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/cognito/pre-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a 6-digit verification code valid 24 h (a resend replaces it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @default false */
                        resend?: boolean;
                        recaptchaToken?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/cognito/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates the account with the mailed code; signs in (refresh cookie) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        verificationCode: string;
                        password: string;
                        firstName: string;
                        lastName: string;
                        recaptchaToken?: string;
                        /** @enum {string} */
                        locale?: "fr" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jwtToken: string;
                            user: {
                                first_name: string;
                                last_name: string;
                                email: string;
                                user_id: string;
                                /** @default null */
                                organisation: string | null;
                                /**
                                 * @default user
                                 * @enum {string}
                                 */
                                role: "admin" | "editor" | "user";
                                /** @default null */
                                country: string | null;
                                /** @default null */
                                state: string | null;
                                /** @default null */
                                phone: string | null;
                                /** @default null */
                                phone_ext: string | null;
                                /** @default false */
                                isAdmin: boolean;
                                /** @default null */
                                agency_role: string | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                                /** @default [] */
                                statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                                /** @default null */
                                company_role: string | null;
                                /** @default null */
                                address: string | null;
                                /** @default null */
                                city: string | null;
                                /** @default null */
                                postal_code: string | null;
                                /**
                                 * @default fr
                                 * @enum {string}
                                 */
                                locale: "fr" | "en";
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/cognito/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with e-mail and password; 5 failures in 15 min lock the e-mail for 15 min */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        recaptchaToken?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jwtToken: string;
                            user: {
                                first_name: string;
                                last_name: string;
                                email: string;
                                user_id: string;
                                /** @default null */
                                organisation: string | null;
                                /**
                                 * @default user
                                 * @enum {string}
                                 */
                                role: "admin" | "editor" | "user";
                                /** @default null */
                                country: string | null;
                                /** @default null */
                                state: string | null;
                                /** @default null */
                                phone: string | null;
                                /** @default null */
                                phone_ext: string | null;
                                /** @default false */
                                isAdmin: boolean;
                                /** @default null */
                                agency_role: string | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                                /** @default [] */
                                statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                                /** @default null */
                                company_role: string | null;
                                /** @default null */
                                address: string | null;
                                /** @default null */
                                city: string | null;
                                /** @default null */
                                postal_code: string | null;
                                /**
                                 * @default fr
                                 * @enum {string}
                                 */
                                locale: "fr" | "en";
                            };
                        } | {
                            /** @enum {boolean} */
                            secondFactorRequired: true;
                            challenge: string;
                            /** Format: date-time */
                            expiresAt: string;
                            methods: ("totp" | "recovery" | "passkey")[];
                            passkey: {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/cognito/login/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The second step of a login with two-step verification on: the password step's challenge and the authenticator app's code or a recovery code; 5 wrong codes in 15 min lock the step for 15 min */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                        factorCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jwtToken: string;
                            user: {
                                first_name: string;
                                last_name: string;
                                email: string;
                                user_id: string;
                                /** @default null */
                                organisation: string | null;
                                /**
                                 * @default user
                                 * @enum {string}
                                 */
                                role: "admin" | "editor" | "user";
                                /** @default null */
                                country: string | null;
                                /** @default null */
                                state: string | null;
                                /** @default null */
                                phone: string | null;
                                /** @default null */
                                phone_ext: string | null;
                                /** @default false */
                                isAdmin: boolean;
                                /** @default null */
                                agency_role: string | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                                /** @default [] */
                                statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                                /** @default null */
                                company_role: string | null;
                                /** @default null */
                                address: string | null;
                                /** @default null */
                                city: string | null;
                                /** @default null */
                                postal_code: string | null;
                                /**
                                 * @default fr
                                 * @enum {string}
                                 */
                                locale: "fr" | "en";
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/cognito/login/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The second step with a passkey: the password step's challenge and the browser's WebAuthn assertion over its options, for this portal's origin and one of the user's own passkeys */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                        credential: {
                            id: string;
                            rawId: string;
                            /** @enum {string} */
                            type: "public-key";
                            response: {
                                clientDataJSON: string;
                                authenticatorData: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @default {} */
                            clientExtensionResults?: {
                                [key: string]: unknown;
                            };
                            authenticatorAttachment?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jwtToken: string;
                            user: {
                                first_name: string;
                                last_name: string;
                                email: string;
                                user_id: string;
                                /** @default null */
                                organisation: string | null;
                                /**
                                 * @default user
                                 * @enum {string}
                                 */
                                role: "admin" | "editor" | "user";
                                /** @default null */
                                country: string | null;
                                /** @default null */
                                state: string | null;
                                /** @default null */
                                phone: string | null;
                                /** @default null */
                                phone_ext: string | null;
                                /** @default false */
                                isAdmin: boolean;
                                /** @default null */
                                agency_role: string | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                                /** @default [] */
                                statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                                /** @default null */
                                company_role: string | null;
                                /** @default null */
                                address: string | null;
                                /** @default null */
                                city: string | null;
                                /** @default null */
                                postal_code: string | null;
                                /**
                                 * @default fr
                                 * @enum {string}
                                 */
                                locale: "fr" | "en";
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/cognito/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a password reset code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        /**
                         * @default fr
                         * @enum {string}
                         */
                        locale?: "fr" | "en";
                        recaptchaToken?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/cognito/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the mailed code; ends every session of the user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        newPassword: string;
                        verificationCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/cognito/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new access token from the refresh_token cookie, which is rotated (a replay revokes the session) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jwtToken: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/cognito/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes the session of the refresh cookie and clears it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-step verification is on, since when, and how many recovery codes are left */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totp: boolean;
                            passkeys: {
                                id: number;
                                name: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastUsedAt: string | null;
                            }[];
                            /** Format: date-time */
                            enabledAt: string | null;
                            recoveryCodesLeft: number;
                            requiredForStaff: boolean;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/two-factor/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new authenticator secret with its otpauth:// address and QR code, shown this once; the factor is on only once a first code confirms it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                            otpauthUrl: string;
                            qrCode: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/two-factor/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The app's first code turns two-step verification on; answers the 10 recovery codes, shown once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        factorCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recoveryCodes: string[];
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 10 new recovery codes in place of the old ones (password and a current code) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        factorCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recoveryCodes: string[];
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns two-step verification off (password and a current code) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        factorCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totp: boolean;
                            passkeys: {
                                id: number;
                                name: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastUsedAt: string | null;
                            }[];
                            /** Format: date-time */
                            enabledAt: string | null;
                            recoveryCodesLeft: number;
                            requiredForStaff: boolean;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/two-factor/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WebAuthn's creation options for a new passkey (PublicKeyCredentialCreationOptionsJSON), valid 5 minutes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/two-factor/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers a passkey from the browser's attestation over the pending options; the recovery codes come with the account's first factor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        credential: {
                            id: string;
                            rawId: string;
                            /** @enum {string} */
                            type: "public-key";
                            response: {
                                clientDataJSON: string;
                                attestationObject: string;
                                transports?: string[];
                            };
                            /** @default {} */
                            clientExtensionResults?: {
                                [key: string]: unknown;
                            };
                            authenticatorAttachment?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            passkey: {
                                id: number;
                                name: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastUsedAt: string | null;
                            };
                            recoveryCodes: string[] | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/two-factor/passkeys/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes one of the user's passkeys (password and a current code); another's is a 404 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        factorCode: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totp: boolean;
                            passkeys: {
                                id: number;
                                name: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastUsedAt: string | null;
                            }[];
                            /** Format: date-time */
                            enabledAt: string | null;
                            recoveryCodesLeft: number;
                            requiredForStaff: boolean;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (user info of spec §3), the actor's own also under view-as; agency_role is the member's role once the session activated it (console helper), `user` otherwise */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first_name: string;
                            last_name: string;
                            email: string;
                            user_id: string;
                            /** @default null */
                            organisation: string | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            role: "admin" | "editor" | "user";
                            /** @default null */
                            country: string | null;
                            /** @default null */
                            state: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default null */
                            phone_ext: string | null;
                            /** @default false */
                            isAdmin: boolean;
                            /** @default null */
                            agency_role: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                            /** @default [] */
                            statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                            /** @default null */
                            company_role: string | null;
                            /** @default null */
                            address: string | null;
                            /** @default null */
                            city: string | null;
                            /** @default null */
                            postal_code: string | null;
                            /**
                             * @default fr
                             * @enum {string}
                             */
                            locale: "fr" | "en";
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every user, or those whose e-mail or name holds `search`, with suspension (administrators only) */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first_name: string;
                            last_name: string;
                            email: string;
                            user_id: string;
                            /** @default null */
                            organisation: string | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            role: "admin" | "editor" | "user";
                            /** @default null */
                            country: string | null;
                            /** @default null */
                            state: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default null */
                            phone_ext: string | null;
                            /** @default false */
                            isAdmin: boolean;
                            /** @default null */
                            agency_role: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                            /** @default [] */
                            statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                            /** @default null */
                            company_role: string | null;
                            /** @default null */
                            address: string | null;
                            /** @default null */
                            city: string | null;
                            /** @default null */
                            postal_code: string | null;
                            /**
                             * @default fr
                             * @enum {string}
                             */
                            locale: "fr" | "en";
                            suspended: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes the password; other sessions end and this one gets new tokens (refresh cookie) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jwtToken: string;
                            user: {
                                first_name: string;
                                last_name: string;
                                email: string;
                                user_id: string;
                                /** @default null */
                                organisation: string | null;
                                /**
                                 * @default user
                                 * @enum {string}
                                 */
                                role: "admin" | "editor" | "user";
                                /** @default null */
                                country: string | null;
                                /** @default null */
                                state: string | null;
                                /** @default null */
                                phone: string | null;
                                /** @default null */
                                phone_ext: string | null;
                                /** @default false */
                                isAdmin: boolean;
                                /** @default null */
                                agency_role: string | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                                /** @default [] */
                                statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                                /** @default null */
                                company_role: string | null;
                                /** @default null */
                                address: string | null;
                                /** @default null */
                                city: string | null;
                                /** @default null */
                                postal_code: string | null;
                                /**
                                 * @default fr
                                 * @enum {string}
                                 */
                                locale: "fr" | "en";
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/pre-update-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a confirmation link (idConfirmation) to the new address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        actualPassword: string;
                        /**
                         * @default fr
                         * @enum {string}
                         */
                        locale?: "fr" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/email-confirm-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms the new address with the idConfirmation of the mailed link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idConfirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first_name: string;
                            last_name: string;
                            email: string;
                            user_id: string;
                            /** @default null */
                            organisation: string | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            role: "admin" | "editor" | "user";
                            /** @default null */
                            country: string | null;
                            /** @default null */
                            state: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default null */
                            phone_ext: string | null;
                            /** @default false */
                            isAdmin: boolean;
                            /** @default null */
                            agency_role: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                            /** @default [] */
                            statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                            /** @default null */
                            company_role: string | null;
                            /** @default null */
                            address: string | null;
                            /** @default null */
                            city: string | null;
                            /** @default null */
                            postal_code: string | null;
                            /**
                             * @default fr
                             * @enum {string}
                             */
                            locale: "fr" | "en";
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** First and last name */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first_name: string;
                            last_name: string;
                            email: string;
                            user_id: string;
                            /** @default null */
                            organisation: string | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            role: "admin" | "editor" | "user";
                            /** @default null */
                            country: string | null;
                            /** @default null */
                            state: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default null */
                            phone_ext: string | null;
                            /** @default false */
                            isAdmin: boolean;
                            /** @default null */
                            agency_role: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                            /** @default [] */
                            statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                            /** @default null */
                            company_role: string | null;
                            /** @default null */
                            address: string | null;
                            /** @default null */
                            city: string | null;
                            /** @default null */
                            postal_code: string | null;
                            /**
                             * @default fr
                             * @enum {string}
                             */
                            locale: "fr" | "en";
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/personal-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Status filters of the campaign list, and the user's language (fr or en: the interface's, used by every e-mail); each optional */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        statusFilter?: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                        /** @enum {string} */
                        locale?: "fr" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first_name: string;
                            last_name: string;
                            email: string;
                            user_id: string;
                            /** @default null */
                            organisation: string | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            role: "admin" | "editor" | "user";
                            /** @default null */
                            country: string | null;
                            /** @default null */
                            state: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default null */
                            phone_ext: string | null;
                            /** @default false */
                            isAdmin: boolean;
                            /** @default null */
                            agency_role: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                            /** @default [] */
                            statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                            /** @default null */
                            company_role: string | null;
                            /** @default null */
                            address: string | null;
                            /** @default null */
                            city: string | null;
                            /** @default null */
                            postal_code: string | null;
                            /**
                             * @default fr
                             * @enum {string}
                             */
                            locale: "fr" | "en";
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Company information (phone 1 (ddd) ddd-dddd, province or state of the country) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company: string;
                        /** @default  */
                        role?: string;
                        /** @enum {string} */
                        country: "CA" | "US";
                        province: string;
                        phone: string;
                        /** @default  */
                        phoneExt?: string;
                        /** @default  */
                        address?: string;
                        /** @default  */
                        city?: string;
                        /** @default  */
                        postalCode?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first_name: string;
                            last_name: string;
                            email: string;
                            user_id: string;
                            /** @default null */
                            organisation: string | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            role: "admin" | "editor" | "user";
                            /** @default null */
                            country: string | null;
                            /** @default null */
                            state: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default null */
                            phone_ext: string | null;
                            /** @default false */
                            isAdmin: boolean;
                            /** @default null */
                            agency_role: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                            /** @default [] */
                            statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                            /** @default null */
                            company_role: string | null;
                            /** @default null */
                            address: string | null;
                            /** @default null */
                            city: string | null;
                            /** @default null */
                            postal_code: string | null;
                            /**
                             * @default fr
                             * @enum {string}
                             */
                            locale: "fr" | "en";
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your API keys that are not revoked: name, scope, visible prefix, creation and last use */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "read_write";
                            prefix: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastUsedAt: string | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Makes an API key {name, scope: read or read_write}; the answer holds the key, shown this once (only its hash is kept). Made while the agency role is on, the key acts for the agency’s clients (viewAs) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        scope: "read" | "read_write";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "read_write";
                            prefix: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastUsedAt: string | null;
                            key: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes an API key at once (another user’s key or an unknown id: 404) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/targeting/geo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Geo targets (countries, provinces and states, regions, cities), searchable by name in fr or en */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    countryCode?: string;
                    parentId?: number;
                    regionId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            type: string;
                            canonicalParentId?: number | null;
                            countryCode: string;
                            regionId?: string | null;
                            name: string;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/targeting/geo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Geo targets (countries, provinces and states, regions, cities), searchable by name in fr or en */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    countryCode?: string;
                    parentId?: number;
                    regionId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            type: string;
                            canonicalParentId?: number | null;
                            countryCode: string;
                            regionId?: string | null;
                            name: string;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/targeting/region": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Geo targets of type REGION, with the same filters */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    countryCode?: string;
                    parentId?: number;
                    regionId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            type: string;
                            canonicalParentId?: number | null;
                            countryCode: string;
                            regionId?: string | null;
                            name: string;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/segments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The root segments of the audience catalogue, by rank */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            segment_id: number;
                            parent_id: number | null;
                            ad_manager_id: number | null;
                            title_fr: string;
                            title_en: string;
                            rank_number: number;
                            has_children: boolean;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/segments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A catalogue segment with its direct children (404 SEGMENT_NOT_FOUND when unknown) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            segment_id: number;
                            parent_id: number | null;
                            ad_manager_id: number | null;
                            title_fr: string;
                            title_en: string;
                            rank_number: number;
                            has_children: boolean;
                            segments: {
                                segment_id: number;
                                parent_id: number | null;
                                ad_manager_id: number | null;
                                title_fr: string;
                                title_en: string;
                                rank_number: number;
                                has_children: boolean;
                            }[];
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/segments/children/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The direct children of a catalogue segment, by rank (404 SEGMENT_NOT_FOUND when unknown) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            segment_id: number;
                            parent_id: number | null;
                            ad_manager_id: number | null;
                            title_fr: string;
                            title_en: string;
                            rank_number: number;
                            has_children: boolean;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/order-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order types (standard and native) with their ad-server ids */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            name: "standard" | "native";
                            typeId: number;
                            customFieldId: number;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/natives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Native templates with their fields, names in the request language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nativeStyleId: number;
                            nativeFormatId: number;
                            name: string;
                            size: {
                                width: number;
                                height: number;
                            };
                            fields: {
                                /** @enum {string} */
                                name: "title" | "text" | "adContentTitle" | "prefixText" | "asset";
                                /** @enum {string} */
                                type: "text" | "v-select" | "creative-standard" | "creative-native" | "upload";
                                required: boolean;
                                maxLength?: number;
                                label: string;
                            }[];
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/segments/personalized_segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's personalised segments, with their size and tag */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            rawName: string;
                            /** @default  */
                            description: string;
                            /**
                             * @default Pixel
                             * @enum {string}
                             */
                            type: "Pixel";
                            pageViews: number;
                            membershipExpirationDays: number;
                            /** @default 0 */
                            size: number;
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE" | "ARCHIVED";
                            /** @default  */
                            tag: string;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/segments/personalized_segments/poolCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audience pixels left in the pool */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/segments/personalized_segments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s personalised segments (404 SEGMENT_NOT_FOUND otherwise) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            rawName: string;
                            /** @default  */
                            description: string;
                            /**
                             * @default Pixel
                             * @enum {string}
                             */
                            type: "Pixel";
                            pageViews: number;
                            membershipExpirationDays: number;
                            /** @default 0 */
                            size: number;
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE" | "ARCHIVED";
                            /** @default  */
                            tag: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Changes a segment’s name, description, page views and membership */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        description?: string;
                        /** @default 1 */
                        pageViews?: number;
                        /** @default 30 */
                        membershipExpirationDays?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            rawName: string;
                            /** @default  */
                            description: string;
                            /**
                             * @default Pixel
                             * @enum {string}
                             */
                            type: "Pixel";
                            pageViews: number;
                            membershipExpirationDays: number;
                            /** @default 0 */
                            size: number;
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE" | "ARCHIVED";
                            /** @default  */
                            tag: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Deletes (archives) a segment: its pixel goes back to the pool, it leaves the list and the quota, and its tag records nothing more; 409 SEGMENT_IN_USE while a line item that is not finished targets it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/segments/personalized_segments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new ACTIVE segment taking a pixel of the pool (NO_PIXEL_AVAILABLE, AUDIENCE_NAME_NOT_UNIQUE; 429 QUOTA_EXCEEDED past AUDIENCE_QUOTA_PER_ACCOUNT segments, RATE_LIMITED past AUDIENCE_CREATIONS_PER_HOUR) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        description?: string;
                        /** @default 1 */
                        pageViews?: number;
                        /** @default 30 */
                        membershipExpirationDays?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/segments/personalized_segments/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Activates or deactivates a segment (an inactive one records no hit) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "ACTIVE" | "INACTIVE";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            rawName: string;
                            /** @default  */
                            description: string;
                            /**
                             * @default Pixel
                             * @enum {string}
                             */
                            type: "Pixel";
                            pageViews: number;
                            membershipExpirationDays: number;
                            /** @default 0 */
                            size: number;
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE" | "ARCHIVED";
                            /** @default  */
                            tag: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/conversions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's conversion pixels with their totals; ?mock=true answers samples, never stored */
        get: {
            parameters: {
                query?: {
                    mock?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activityGroupId: number;
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "page_views" | "daily_visits" | "custom";
                            impressionsLookbackDays: number;
                            clicksLookbackDays: number;
                            /** @default 0 */
                            totalConversions: number;
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE";
                            /** @default  */
                            tag: string;
                            sample?: boolean;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Changes a conversion pixel named by its activity group */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        type: "page_views" | "daily_visits" | "custom";
                        /** @default 30 */
                        impressionsLookbackDays?: number;
                        /** @default 30 */
                        clicksLookbackDays?: number;
                        activityGroupId: number;
                        /** @enum {string} */
                        status?: "ACTIVE" | "INACTIVE";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            activityGroupId: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** A new conversion pixel */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        type: "page_views" | "daily_visits" | "custom";
                        /** @default 30 */
                        impressionsLookbackDays?: number;
                        /** @default 30 */
                        clicksLookbackDays?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            activityGroupId: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/conversions/{activityGroupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s conversion pixels by its activity group (404 otherwise) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    activityGroupId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activityGroupId: number;
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "page_views" | "daily_visits" | "custom";
                            impressionsLookbackDays: number;
                            clicksLookbackDays: number;
                            /** @default 0 */
                            totalConversions: number;
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE";
                            /** @default  */
                            tag: string;
                            sample?: boolean;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payment/paymentMethod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved card (brand, last 4, expiry, holder), or "" when there is none */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand: string;
                            last4: string;
                            expiryMonth: number;
                            expiryYear: number;
                            holderName: string;
                            /** Format: date-time */
                            createdAt: string;
                        } | "";
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Saves the card of a hosted-page dataKey (single use) in place of the previous one; PAYMENT_TOKEN_ERROR, CREDIT_CARD_BLOCKED */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dataKey: string;
                        /** @default  */
                        holderName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand: string;
                            last4: string;
                            expiryMonth: number;
                            expiryYear: number;
                            holderName: string;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Removes the saved card; NoCreditCartException (404) when there is none, PAYMENT_METHOD_IN_USE (409) while campaigns pending approval, ready or delivering rely on it, unless pauseCampaigns=true: they then pause for payment at once */
        delete: {
            parameters: {
                query?: {
                    pauseCampaigns?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's orders with their line items: [{total}, orders]; with ?limit= (no offset) or ?cursor=, one page newest first as {items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last) */
        get: {
            parameters: {
                query?: {
                    archived?: "true" | "false";
                    limit?: number;
                    offset?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            total: number;
                        } | {
                            id: number;
                            name: string;
                            cleanName: string;
                            /** @default  */
                            notes: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                            units?: number | null;
                            /**
                             * @default IMPRESSIONS
                             * @enum {string}
                             */
                            unitType: "IMPRESSIONS";
                            /** Format: date-time */
                            startDateTime?: string | null;
                            /** Format: date-time */
                            endDateTime?: string | null;
                            totalBudget?: number | null;
                            /** @default false */
                            isArchived: boolean;
                            /** @default [] */
                            lineItems: {
                                id: number;
                                orderId: number;
                                name: string;
                                /** Format: date-time */
                                startDateTime: string;
                                /** Format: date-time */
                                endDateTime: string;
                                units: number;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                /**
                                 * @default {
                                 *       "impressionsDelivered": 0,
                                 *       "clicksDelivered": 0
                                 *     }
                                 */
                                stats: {
                                    /** @default 0 */
                                    impressionsDelivered: number;
                                    /** @default 0 */
                                    clicksDelivered: number;
                                };
                                /** @default [] */
                                creativePlaceholders: {
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                }[];
                                /** @default [] */
                                creatives: {
                                    id: number;
                                    name: string;
                                    destinationUrl: string;
                                    asset?: string | null;
                                    assetUrl?: string | null;
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                    /** @enum {string} */
                                    approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                    lineItemId: number;
                                    title?: string | null;
                                    text?: string | null;
                                    adContentTitle?: string | null;
                                    prefixText?: string | null;
                                    nativeStyleId?: number | null;
                                    nativeFormatId?: number | null;
                                    reviewReason?: string | null;
                                }[];
                                /** @default [] */
                                frequencyCaps: {
                                    maxImpressions: number;
                                    numTimeUnits: number;
                                    /** @enum {string} */
                                    timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                }[];
                                nativeFormatId?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /**
                                 * @default {
                                 *       "geoTargeting": {
                                 *         "targetedLocations": [],
                                 *         "excludedLocations": []
                                 *       },
                                 *       "customTargeting": []
                                 *     }
                                 */
                                targeting: {
                                    /**
                                     * @default {
                                     *       "targetedLocations": [],
                                     *       "excludedLocations": []
                                     *     }
                                     */
                                    geoTargeting: {
                                        /** @default [] */
                                        targetedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                        /** @default [] */
                                        excludedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                    };
                                    /** @default [] */
                                    customTargeting: number[];
                                };
                                /** @enum {string|null} */
                                pauseReason?: "PAYMENT" | null;
                                customTargetingNames?: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            type?: {
                                /** @enum {string} */
                                name?: "standard" | "native";
                                typeId: number;
                                customFieldId: number;
                            } | null;
                            disapprovalReason?: string | null;
                            spendToDateCents?: number;
                            preAuthorizedAmount?: number;
                        }[])[] | {
                            items: {
                                id: number;
                                name: string;
                                cleanName: string;
                                /** @default  */
                                notes: string;
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                                units?: number | null;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** Format: date-time */
                                startDateTime?: string | null;
                                /** Format: date-time */
                                endDateTime?: string | null;
                                totalBudget?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /** @default [] */
                                lineItems: {
                                    id: number;
                                    orderId: number;
                                    name: string;
                                    /** Format: date-time */
                                    startDateTime: string;
                                    /** Format: date-time */
                                    endDateTime: string;
                                    units: number;
                                    /**
                                     * @default IMPRESSIONS
                                     * @enum {string}
                                     */
                                    unitType: "IMPRESSIONS";
                                    /** @enum {string} */
                                    status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                    /**
                                     * @default {
                                     *       "impressionsDelivered": 0,
                                     *       "clicksDelivered": 0
                                     *     }
                                     */
                                    stats: {
                                        /** @default 0 */
                                        impressionsDelivered: number;
                                        /** @default 0 */
                                        clicksDelivered: number;
                                    };
                                    /** @default [] */
                                    creativePlaceholders: {
                                        size: {
                                            width: number;
                                            height: number;
                                        };
                                    }[];
                                    /** @default [] */
                                    creatives: {
                                        id: number;
                                        name: string;
                                        destinationUrl: string;
                                        asset?: string | null;
                                        assetUrl?: string | null;
                                        size: {
                                            width: number;
                                            height: number;
                                        };
                                        /** @enum {string} */
                                        status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                        /** @enum {string} */
                                        approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                        lineItemId: number;
                                        title?: string | null;
                                        text?: string | null;
                                        adContentTitle?: string | null;
                                        prefixText?: string | null;
                                        nativeStyleId?: number | null;
                                        nativeFormatId?: number | null;
                                        reviewReason?: string | null;
                                    }[];
                                    /** @default [] */
                                    frequencyCaps: {
                                        maxImpressions: number;
                                        numTimeUnits: number;
                                        /** @enum {string} */
                                        timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                    }[];
                                    nativeFormatId?: number | null;
                                    /** @default false */
                                    isArchived: boolean;
                                    /**
                                     * @default {
                                     *       "geoTargeting": {
                                     *         "targetedLocations": [],
                                     *         "excludedLocations": []
                                     *       },
                                     *       "customTargeting": []
                                     *     }
                                     */
                                    targeting: {
                                        /**
                                         * @default {
                                         *       "targetedLocations": [],
                                         *       "excludedLocations": []
                                         *     }
                                         */
                                        geoTargeting: {
                                            /** @default [] */
                                            targetedLocations: {
                                                id: number;
                                                type: string;
                                                canonicalParentId?: number | null;
                                                countryCode: string;
                                                regionId?: string | null;
                                                name: string;
                                            }[];
                                            /** @default [] */
                                            excludedLocations: {
                                                id: number;
                                                type: string;
                                                canonicalParentId?: number | null;
                                                countryCode: string;
                                                regionId?: string | null;
                                                name: string;
                                            }[];
                                        };
                                        /** @default [] */
                                        customTargeting: number[];
                                    };
                                    /** @enum {string|null} */
                                    pauseReason?: "PAYMENT" | null;
                                    customTargetingNames?: {
                                        id: number;
                                        name: string;
                                    }[];
                                }[];
                                type?: {
                                    /** @enum {string} */
                                    name?: "standard" | "native";
                                    typeId: number;
                                    customFieldId: number;
                                } | null;
                                disapprovalReason?: string | null;
                                spendToDateCents?: number;
                                preAuthorizedAmount?: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Creates a DRAFT order (name unique per advertiser: ORDER_NOT_UNIQUE) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        notes?: string;
                        typeId: number;
                        customFieldId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orderId: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            cleanName: string;
                            /** @default  */
                            notes: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                            units?: number | null;
                            /**
                             * @default IMPRESSIONS
                             * @enum {string}
                             */
                            unitType: "IMPRESSIONS";
                            /** Format: date-time */
                            startDateTime?: string | null;
                            /** Format: date-time */
                            endDateTime?: string | null;
                            totalBudget?: number | null;
                            /** @default false */
                            isArchived: boolean;
                            /** @default [] */
                            lineItems: {
                                id: number;
                                orderId: number;
                                name: string;
                                /** Format: date-time */
                                startDateTime: string;
                                /** Format: date-time */
                                endDateTime: string;
                                units: number;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                /**
                                 * @default {
                                 *       "impressionsDelivered": 0,
                                 *       "clicksDelivered": 0
                                 *     }
                                 */
                                stats: {
                                    /** @default 0 */
                                    impressionsDelivered: number;
                                    /** @default 0 */
                                    clicksDelivered: number;
                                };
                                /** @default [] */
                                creativePlaceholders: {
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                }[];
                                /** @default [] */
                                creatives: {
                                    id: number;
                                    name: string;
                                    destinationUrl: string;
                                    asset?: string | null;
                                    assetUrl?: string | null;
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                    /** @enum {string} */
                                    approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                    lineItemId: number;
                                    title?: string | null;
                                    text?: string | null;
                                    adContentTitle?: string | null;
                                    prefixText?: string | null;
                                    nativeStyleId?: number | null;
                                    nativeFormatId?: number | null;
                                    reviewReason?: string | null;
                                }[];
                                /** @default [] */
                                frequencyCaps: {
                                    maxImpressions: number;
                                    numTimeUnits: number;
                                    /** @enum {string} */
                                    timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                }[];
                                nativeFormatId?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /**
                                 * @default {
                                 *       "geoTargeting": {
                                 *         "targetedLocations": [],
                                 *         "excludedLocations": []
                                 *       },
                                 *       "customTargeting": []
                                 *     }
                                 */
                                targeting: {
                                    /**
                                     * @default {
                                     *       "targetedLocations": [],
                                     *       "excludedLocations": []
                                     *     }
                                     */
                                    geoTargeting: {
                                        /** @default [] */
                                        targetedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                        /** @default [] */
                                        excludedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                    };
                                    /** @default [] */
                                    customTargeting: number[];
                                };
                                /** @enum {string|null} */
                                pauseReason?: "PAYMENT" | null;
                                customTargetingNames?: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            type?: {
                                /** @enum {string} */
                                name?: "standard" | "native";
                                typeId: number;
                                customFieldId: number;
                            } | null;
                            disapprovalReason?: string | null;
                            spendToDateCents?: number;
                            preAuthorizedAmount?: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Renames an order and changes its notes */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        notes?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            cleanName: string;
                            /** @default  */
                            notes: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                            units?: number | null;
                            /**
                             * @default IMPRESSIONS
                             * @enum {string}
                             */
                            unitType: "IMPRESSIONS";
                            /** Format: date-time */
                            startDateTime?: string | null;
                            /** Format: date-time */
                            endDateTime?: string | null;
                            totalBudget?: number | null;
                            /** @default false */
                            isArchived: boolean;
                            /** @default [] */
                            lineItems: {
                                id: number;
                                orderId: number;
                                name: string;
                                /** Format: date-time */
                                startDateTime: string;
                                /** Format: date-time */
                                endDateTime: string;
                                units: number;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                /**
                                 * @default {
                                 *       "impressionsDelivered": 0,
                                 *       "clicksDelivered": 0
                                 *     }
                                 */
                                stats: {
                                    /** @default 0 */
                                    impressionsDelivered: number;
                                    /** @default 0 */
                                    clicksDelivered: number;
                                };
                                /** @default [] */
                                creativePlaceholders: {
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                }[];
                                /** @default [] */
                                creatives: {
                                    id: number;
                                    name: string;
                                    destinationUrl: string;
                                    asset?: string | null;
                                    assetUrl?: string | null;
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                    /** @enum {string} */
                                    approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                    lineItemId: number;
                                    title?: string | null;
                                    text?: string | null;
                                    adContentTitle?: string | null;
                                    prefixText?: string | null;
                                    nativeStyleId?: number | null;
                                    nativeFormatId?: number | null;
                                    reviewReason?: string | null;
                                }[];
                                /** @default [] */
                                frequencyCaps: {
                                    maxImpressions: number;
                                    numTimeUnits: number;
                                    /** @enum {string} */
                                    timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                }[];
                                nativeFormatId?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /**
                                 * @default {
                                 *       "geoTargeting": {
                                 *         "targetedLocations": [],
                                 *         "excludedLocations": []
                                 *       },
                                 *       "customTargeting": []
                                 *     }
                                 */
                                targeting: {
                                    /**
                                     * @default {
                                     *       "targetedLocations": [],
                                     *       "excludedLocations": []
                                     *     }
                                     */
                                    geoTargeting: {
                                        /** @default [] */
                                        targetedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                        /** @default [] */
                                        excludedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                    };
                                    /** @default [] */
                                    customTargeting: number[];
                                };
                                /** @enum {string|null} */
                                pauseReason?: "PAYMENT" | null;
                                customTargetingNames?: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            type?: {
                                /** @enum {string} */
                                name?: "standard" | "native";
                                typeId: number;
                                customFieldId: number;
                            } | null;
                            disapprovalReason?: string | null;
                            spendToDateCents?: number;
                            preAuthorizedAmount?: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Deletes an order that never ran (never approved, nothing delivered), archived or not; 409 ORDER_NOT_DELETABLE for one that ran, which can only be archived */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/orders/{id}/diagnosis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Why each line item of the order is not delivering now: reason codes from the serving rules (not approved, paused and why, outside its dates, card, booking reached, frequency cap, targeting matching no visitor, audience too small, no creative for a size) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orderId: number;
                            checkedAt: string;
                            lineItems: {
                                lineItemId: number;
                                name: string;
                                status: string;
                                serving: boolean;
                                reasons: {
                                    /** @enum {string} */
                                    code: "NOT_SUBMITTED" | "AWAITING_APPROVAL" | "DISAPPROVED" | "ARCHIVED" | "PAUSED_BY_ADVERTISER" | "PAUSED_FOR_PAYMENT" | "PAUSED_FOR_SUSPENSION" | "NOT_STARTED" | "FLIGHT_ENDED" | "BOOKING_REACHED" | "DAILY_GOAL_REACHED" | "NO_CARD" | "FREQUENCY_CAPPED" | "NO_MATCHING_VISITORS" | "AUDIENCE_TOO_SMALL" | "NO_CREATIVE_FOR_SIZE";
                                    /** @default {} */
                                    params: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            }[];
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/orders/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copies an order as a new DRAFT "name (copy)" with its line items, targeting and creatives */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orderId: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/orders/{id}/submit-for-approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits the order and its line items for approval; pre-authorises its budget once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        force?: boolean;
                        /** @enum {string} */
                        country?: "CA" | "US";
                        province?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/orders/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives an order: its line items stop serving, it leaves the default list and becomes read-only; 409 ORDER_ARCHIVED when it already is */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            cleanName: string;
                            /** @default  */
                            notes: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                            units?: number | null;
                            /**
                             * @default IMPRESSIONS
                             * @enum {string}
                             */
                            unitType: "IMPRESSIONS";
                            /** Format: date-time */
                            startDateTime?: string | null;
                            /** Format: date-time */
                            endDateTime?: string | null;
                            totalBudget?: number | null;
                            /** @default false */
                            isArchived: boolean;
                            /** @default [] */
                            lineItems: {
                                id: number;
                                orderId: number;
                                name: string;
                                /** Format: date-time */
                                startDateTime: string;
                                /** Format: date-time */
                                endDateTime: string;
                                units: number;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                /**
                                 * @default {
                                 *       "impressionsDelivered": 0,
                                 *       "clicksDelivered": 0
                                 *     }
                                 */
                                stats: {
                                    /** @default 0 */
                                    impressionsDelivered: number;
                                    /** @default 0 */
                                    clicksDelivered: number;
                                };
                                /** @default [] */
                                creativePlaceholders: {
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                }[];
                                /** @default [] */
                                creatives: {
                                    id: number;
                                    name: string;
                                    destinationUrl: string;
                                    asset?: string | null;
                                    assetUrl?: string | null;
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                    /** @enum {string} */
                                    approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                    lineItemId: number;
                                    title?: string | null;
                                    text?: string | null;
                                    adContentTitle?: string | null;
                                    prefixText?: string | null;
                                    nativeStyleId?: number | null;
                                    nativeFormatId?: number | null;
                                    reviewReason?: string | null;
                                }[];
                                /** @default [] */
                                frequencyCaps: {
                                    maxImpressions: number;
                                    numTimeUnits: number;
                                    /** @enum {string} */
                                    timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                }[];
                                nativeFormatId?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /**
                                 * @default {
                                 *       "geoTargeting": {
                                 *         "targetedLocations": [],
                                 *         "excludedLocations": []
                                 *       },
                                 *       "customTargeting": []
                                 *     }
                                 */
                                targeting: {
                                    /**
                                     * @default {
                                     *       "targetedLocations": [],
                                     *       "excludedLocations": []
                                     *     }
                                     */
                                    geoTargeting: {
                                        /** @default [] */
                                        targetedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                        /** @default [] */
                                        excludedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                    };
                                    /** @default [] */
                                    customTargeting: number[];
                                };
                                /** @enum {string|null} */
                                pauseReason?: "PAYMENT" | null;
                                customTargetingNames?: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            type?: {
                                /** @enum {string} */
                                name?: "standard" | "native";
                                typeId: number;
                                customFieldId: number;
                            } | null;
                            disapprovalReason?: string | null;
                            spendToDateCents?: number;
                            preAuthorizedAmount?: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/orders/{id}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restores an archived draft or refused order that never ran; 409 ORDER_NOT_ARCHIVED, ORDER_NOT_RESTORABLE */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            cleanName: string;
                            /** @default  */
                            notes: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                            units?: number | null;
                            /**
                             * @default IMPRESSIONS
                             * @enum {string}
                             */
                            unitType: "IMPRESSIONS";
                            /** Format: date-time */
                            startDateTime?: string | null;
                            /** Format: date-time */
                            endDateTime?: string | null;
                            totalBudget?: number | null;
                            /** @default false */
                            isArchived: boolean;
                            /** @default [] */
                            lineItems: {
                                id: number;
                                orderId: number;
                                name: string;
                                /** Format: date-time */
                                startDateTime: string;
                                /** Format: date-time */
                                endDateTime: string;
                                units: number;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                /**
                                 * @default {
                                 *       "impressionsDelivered": 0,
                                 *       "clicksDelivered": 0
                                 *     }
                                 */
                                stats: {
                                    /** @default 0 */
                                    impressionsDelivered: number;
                                    /** @default 0 */
                                    clicksDelivered: number;
                                };
                                /** @default [] */
                                creativePlaceholders: {
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                }[];
                                /** @default [] */
                                creatives: {
                                    id: number;
                                    name: string;
                                    destinationUrl: string;
                                    asset?: string | null;
                                    assetUrl?: string | null;
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                    /** @enum {string} */
                                    approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                    lineItemId: number;
                                    title?: string | null;
                                    text?: string | null;
                                    adContentTitle?: string | null;
                                    prefixText?: string | null;
                                    nativeStyleId?: number | null;
                                    nativeFormatId?: number | null;
                                    reviewReason?: string | null;
                                }[];
                                /** @default [] */
                                frequencyCaps: {
                                    maxImpressions: number;
                                    numTimeUnits: number;
                                    /** @enum {string} */
                                    timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                }[];
                                nativeFormatId?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /**
                                 * @default {
                                 *       "geoTargeting": {
                                 *         "targetedLocations": [],
                                 *         "excludedLocations": []
                                 *       },
                                 *       "customTargeting": []
                                 *     }
                                 */
                                targeting: {
                                    /**
                                     * @default {
                                     *       "targetedLocations": [],
                                     *       "excludedLocations": []
                                     *     }
                                     */
                                    geoTargeting: {
                                        /** @default [] */
                                        targetedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                        /** @default [] */
                                        excludedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                    };
                                    /** @default [] */
                                    customTargeting: number[];
                                };
                                /** @enum {string|null} */
                                pauseReason?: "PAYMENT" | null;
                                customTargetingNames?: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            type?: {
                                /** @enum {string} */
                                name?: "standard" | "native";
                                typeId: number;
                                customFieldId: number;
                            } | null;
                            disapprovalReason?: string | null;
                            spendToDateCents?: number;
                            preAuthorizedAmount?: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/line-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a line item (and its targeting); answers its order */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: number;
                        units: number;
                        /**
                         * @default IMPRESSIONS
                         * @enum {string}
                         */
                        unitType?: "IMPRESSIONS";
                        /** Format: date-time */
                        startDateTime: string;
                        /** Format: date-time */
                        endDateTime: string;
                        /** @default [] */
                        frequencyCaps?: {
                            maxImpressions: number;
                            numTimeUnits: number;
                            /** @enum {string} */
                            timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                        }[];
                        creativePlaceholders: {
                            size: {
                                width: number;
                                height: number;
                            };
                        }[];
                        nativeFormatId?: number | null;
                        lineItemId: number;
                        targeting?: {
                            /**
                             * @default {
                             *       "targetedLocations": [],
                             *       "excludedLocations": []
                             *     }
                             */
                            geoTargeting?: {
                                /** @default [] */
                                targetedLocations?: {
                                    id: number;
                                    type: string;
                                    canonicalParentId?: number | null;
                                    countryCode: string;
                                    regionId?: string | null;
                                    name: string;
                                }[];
                                /** @default [] */
                                excludedLocations?: {
                                    id: number;
                                    type: string;
                                    canonicalParentId?: number | null;
                                    countryCode: string;
                                    regionId?: string | null;
                                    name: string;
                                }[];
                            };
                            /** @default [] */
                            customTargeting?: number[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            cleanName: string;
                            /** @default  */
                            notes: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                            units?: number | null;
                            /**
                             * @default IMPRESSIONS
                             * @enum {string}
                             */
                            unitType: "IMPRESSIONS";
                            /** Format: date-time */
                            startDateTime?: string | null;
                            /** Format: date-time */
                            endDateTime?: string | null;
                            totalBudget?: number | null;
                            /** @default false */
                            isArchived: boolean;
                            /** @default [] */
                            lineItems: {
                                id: number;
                                orderId: number;
                                name: string;
                                /** Format: date-time */
                                startDateTime: string;
                                /** Format: date-time */
                                endDateTime: string;
                                units: number;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                /**
                                 * @default {
                                 *       "impressionsDelivered": 0,
                                 *       "clicksDelivered": 0
                                 *     }
                                 */
                                stats: {
                                    /** @default 0 */
                                    impressionsDelivered: number;
                                    /** @default 0 */
                                    clicksDelivered: number;
                                };
                                /** @default [] */
                                creativePlaceholders: {
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                }[];
                                /** @default [] */
                                creatives: {
                                    id: number;
                                    name: string;
                                    destinationUrl: string;
                                    asset?: string | null;
                                    assetUrl?: string | null;
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                    /** @enum {string} */
                                    approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                    lineItemId: number;
                                    title?: string | null;
                                    text?: string | null;
                                    adContentTitle?: string | null;
                                    prefixText?: string | null;
                                    nativeStyleId?: number | null;
                                    nativeFormatId?: number | null;
                                    reviewReason?: string | null;
                                }[];
                                /** @default [] */
                                frequencyCaps: {
                                    maxImpressions: number;
                                    numTimeUnits: number;
                                    /** @enum {string} */
                                    timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                }[];
                                nativeFormatId?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /**
                                 * @default {
                                 *       "geoTargeting": {
                                 *         "targetedLocations": [],
                                 *         "excludedLocations": []
                                 *       },
                                 *       "customTargeting": []
                                 *     }
                                 */
                                targeting: {
                                    /**
                                     * @default {
                                     *       "targetedLocations": [],
                                     *       "excludedLocations": []
                                     *     }
                                     */
                                    geoTargeting: {
                                        /** @default [] */
                                        targetedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                        /** @default [] */
                                        excludedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                    };
                                    /** @default [] */
                                    customTargeting: number[];
                                };
                                /** @enum {string|null} */
                                pauseReason?: "PAYMENT" | null;
                                customTargetingNames?: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            type?: {
                                /** @enum {string} */
                                name?: "standard" | "native";
                                typeId: number;
                                customFieldId: number;
                            } | null;
                            disapprovalReason?: string | null;
                            spendToDateCents?: number;
                            preAuthorizedAmount?: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Adds a line item to an order: {lineItemIds} */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: number;
                        units: number;
                        /**
                         * @default IMPRESSIONS
                         * @enum {string}
                         */
                        unitType?: "IMPRESSIONS";
                        /** Format: date-time */
                        startDateTime: string;
                        /** Format: date-time */
                        endDateTime: string;
                        /** @default [] */
                        frequencyCaps?: {
                            maxImpressions: number;
                            numTimeUnits: number;
                            /** @enum {string} */
                            timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                        }[];
                        creativePlaceholders: {
                            size: {
                                width: number;
                                height: number;
                            };
                        }[];
                        nativeFormatId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lineItemIds: number[];
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/line-items/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pauses a line item (PAUSED); answers its order */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lineItemId: number;
                        orderId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            cleanName: string;
                            /** @default  */
                            notes: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                            units?: number | null;
                            /**
                             * @default IMPRESSIONS
                             * @enum {string}
                             */
                            unitType: "IMPRESSIONS";
                            /** Format: date-time */
                            startDateTime?: string | null;
                            /** Format: date-time */
                            endDateTime?: string | null;
                            totalBudget?: number | null;
                            /** @default false */
                            isArchived: boolean;
                            /** @default [] */
                            lineItems: {
                                id: number;
                                orderId: number;
                                name: string;
                                /** Format: date-time */
                                startDateTime: string;
                                /** Format: date-time */
                                endDateTime: string;
                                units: number;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                /**
                                 * @default {
                                 *       "impressionsDelivered": 0,
                                 *       "clicksDelivered": 0
                                 *     }
                                 */
                                stats: {
                                    /** @default 0 */
                                    impressionsDelivered: number;
                                    /** @default 0 */
                                    clicksDelivered: number;
                                };
                                /** @default [] */
                                creativePlaceholders: {
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                }[];
                                /** @default [] */
                                creatives: {
                                    id: number;
                                    name: string;
                                    destinationUrl: string;
                                    asset?: string | null;
                                    assetUrl?: string | null;
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                    /** @enum {string} */
                                    approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                    lineItemId: number;
                                    title?: string | null;
                                    text?: string | null;
                                    adContentTitle?: string | null;
                                    prefixText?: string | null;
                                    nativeStyleId?: number | null;
                                    nativeFormatId?: number | null;
                                    reviewReason?: string | null;
                                }[];
                                /** @default [] */
                                frequencyCaps: {
                                    maxImpressions: number;
                                    numTimeUnits: number;
                                    /** @enum {string} */
                                    timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                }[];
                                nativeFormatId?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /**
                                 * @default {
                                 *       "geoTargeting": {
                                 *         "targetedLocations": [],
                                 *         "excludedLocations": []
                                 *       },
                                 *       "customTargeting": []
                                 *     }
                                 */
                                targeting: {
                                    /**
                                     * @default {
                                     *       "targetedLocations": [],
                                     *       "excludedLocations": []
                                     *     }
                                     */
                                    geoTargeting: {
                                        /** @default [] */
                                        targetedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                        /** @default [] */
                                        excludedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                    };
                                    /** @default [] */
                                    customTargeting: number[];
                                };
                                /** @enum {string|null} */
                                pauseReason?: "PAYMENT" | null;
                                customTargetingNames?: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            type?: {
                                /** @enum {string} */
                                name?: "standard" | "native";
                                typeId: number;
                                customFieldId: number;
                            } | null;
                            disapprovalReason?: string | null;
                            spendToDateCents?: number;
                            preAuthorizedAmount?: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/line-items/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Resumes a paused line item (READY); answers its order */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lineItemId: number;
                        orderId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            cleanName: string;
                            /** @default  */
                            notes: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                            units?: number | null;
                            /**
                             * @default IMPRESSIONS
                             * @enum {string}
                             */
                            unitType: "IMPRESSIONS";
                            /** Format: date-time */
                            startDateTime?: string | null;
                            /** Format: date-time */
                            endDateTime?: string | null;
                            totalBudget?: number | null;
                            /** @default false */
                            isArchived: boolean;
                            /** @default [] */
                            lineItems: {
                                id: number;
                                orderId: number;
                                name: string;
                                /** Format: date-time */
                                startDateTime: string;
                                /** Format: date-time */
                                endDateTime: string;
                                units: number;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                /**
                                 * @default {
                                 *       "impressionsDelivered": 0,
                                 *       "clicksDelivered": 0
                                 *     }
                                 */
                                stats: {
                                    /** @default 0 */
                                    impressionsDelivered: number;
                                    /** @default 0 */
                                    clicksDelivered: number;
                                };
                                /** @default [] */
                                creativePlaceholders: {
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                }[];
                                /** @default [] */
                                creatives: {
                                    id: number;
                                    name: string;
                                    destinationUrl: string;
                                    asset?: string | null;
                                    assetUrl?: string | null;
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                    /** @enum {string} */
                                    approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                    lineItemId: number;
                                    title?: string | null;
                                    text?: string | null;
                                    adContentTitle?: string | null;
                                    prefixText?: string | null;
                                    nativeStyleId?: number | null;
                                    nativeFormatId?: number | null;
                                    reviewReason?: string | null;
                                }[];
                                /** @default [] */
                                frequencyCaps: {
                                    maxImpressions: number;
                                    numTimeUnits: number;
                                    /** @enum {string} */
                                    timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                }[];
                                nativeFormatId?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /**
                                 * @default {
                                 *       "geoTargeting": {
                                 *         "targetedLocations": [],
                                 *         "excludedLocations": []
                                 *       },
                                 *       "customTargeting": []
                                 *     }
                                 */
                                targeting: {
                                    /**
                                     * @default {
                                     *       "targetedLocations": [],
                                     *       "excludedLocations": []
                                     *     }
                                     */
                                    geoTargeting: {
                                        /** @default [] */
                                        targetedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                        /** @default [] */
                                        excludedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                    };
                                    /** @default [] */
                                    customTargeting: number[];
                                };
                                /** @enum {string|null} */
                                pauseReason?: "PAYMENT" | null;
                                customTargetingNames?: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            type?: {
                                /** @enum {string} */
                                name?: "standard" | "native";
                                typeId: number;
                                customFieldId: number;
                            } | null;
                            disapprovalReason?: string | null;
                            spendToDateCents?: number;
                            preAuthorizedAmount?: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The availability forecast of a line item as edited, before it is saved: {availableUnits, requestedUnits} */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: number;
                        lineItemId?: number;
                        units: number;
                        /** Format: date-time */
                        startDateTime: string;
                        /** Format: date-time */
                        endDateTime: string;
                        creativePlaceholders: {
                            size: {
                                width: number;
                                height: number;
                            };
                        }[];
                        /** @default [] */
                        frequencyCaps?: {
                            maxImpressions: number;
                            numTimeUnits: number;
                            /** @enum {string} */
                            timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                        }[];
                        targeting?: {
                            /**
                             * @default {
                             *       "targetedLocations": [],
                             *       "excludedLocations": []
                             *     }
                             */
                            geoTargeting?: {
                                /** @default [] */
                                targetedLocations?: {
                                    id: number;
                                    type: string;
                                    canonicalParentId?: number | null;
                                    countryCode: string;
                                    regionId?: string | null;
                                    name: string;
                                }[];
                                /** @default [] */
                                excludedLocations?: {
                                    id: number;
                                    type: string;
                                    canonicalParentId?: number | null;
                                    countryCode: string;
                                    regionId?: string | null;
                                    name: string;
                                }[];
                            };
                            /** @default [] */
                            customTargeting?: number[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availableUnits: number;
                            requestedUnits: number;
                            /** @default true */
                            estimable: boolean;
                            /** @default false */
                            narrowedByTargeting: boolean;
                            smallSegments?: {
                                id: number;
                                name: string;
                                size: number;
                            }[];
                            cityKnownOnly?: boolean;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/companies/credit-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company credit status (only ACTIVE may submit campaigns) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED";
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/review/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders pending approval, oldest first, with their owners and their audiences named in the language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            cleanName: string;
                            /** @default  */
                            notes: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                            units?: number | null;
                            /**
                             * @default IMPRESSIONS
                             * @enum {string}
                             */
                            unitType: "IMPRESSIONS";
                            /** Format: date-time */
                            startDateTime?: string | null;
                            /** Format: date-time */
                            endDateTime?: string | null;
                            totalBudget?: number | null;
                            /** @default false */
                            isArchived: boolean;
                            /** @default [] */
                            lineItems: {
                                id: number;
                                orderId: number;
                                name: string;
                                /** Format: date-time */
                                startDateTime: string;
                                /** Format: date-time */
                                endDateTime: string;
                                units: number;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                /**
                                 * @default {
                                 *       "impressionsDelivered": 0,
                                 *       "clicksDelivered": 0
                                 *     }
                                 */
                                stats: {
                                    /** @default 0 */
                                    impressionsDelivered: number;
                                    /** @default 0 */
                                    clicksDelivered: number;
                                };
                                /** @default [] */
                                creativePlaceholders: {
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                }[];
                                /** @default [] */
                                creatives: {
                                    id: number;
                                    name: string;
                                    destinationUrl: string;
                                    asset?: string | null;
                                    assetUrl?: string | null;
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                    /** @enum {string} */
                                    approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                    lineItemId: number;
                                    title?: string | null;
                                    text?: string | null;
                                    adContentTitle?: string | null;
                                    prefixText?: string | null;
                                    nativeStyleId?: number | null;
                                    nativeFormatId?: number | null;
                                    reviewReason?: string | null;
                                }[];
                                /** @default [] */
                                frequencyCaps: {
                                    maxImpressions: number;
                                    numTimeUnits: number;
                                    /** @enum {string} */
                                    timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                }[];
                                nativeFormatId?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /**
                                 * @default {
                                 *       "geoTargeting": {
                                 *         "targetedLocations": [],
                                 *         "excludedLocations": []
                                 *       },
                                 *       "customTargeting": []
                                 *     }
                                 */
                                targeting: {
                                    /**
                                     * @default {
                                     *       "targetedLocations": [],
                                     *       "excludedLocations": []
                                     *     }
                                     */
                                    geoTargeting: {
                                        /** @default [] */
                                        targetedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                        /** @default [] */
                                        excludedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                    };
                                    /** @default [] */
                                    customTargeting: number[];
                                };
                                /** @enum {string|null} */
                                pauseReason?: "PAYMENT" | null;
                                customTargetingNames?: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            type?: {
                                /** @enum {string} */
                                name?: "standard" | "native";
                                typeId: number;
                                customFieldId: number;
                            } | null;
                            disapprovalReason?: string | null;
                            spendToDateCents?: number;
                            preAuthorizedAmount?: number;
                            owner: {
                                userId: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            /** Format: date-time */
                            submittedAt: string | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/review/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order of any account and status, whole, with its owner and audiences named; NOT_FOUND (404) when unknown */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            cleanName: string;
                            /** @default  */
                            notes: string;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                            units?: number | null;
                            /**
                             * @default IMPRESSIONS
                             * @enum {string}
                             */
                            unitType: "IMPRESSIONS";
                            /** Format: date-time */
                            startDateTime?: string | null;
                            /** Format: date-time */
                            endDateTime?: string | null;
                            totalBudget?: number | null;
                            /** @default false */
                            isArchived: boolean;
                            /** @default [] */
                            lineItems: {
                                id: number;
                                orderId: number;
                                name: string;
                                /** Format: date-time */
                                startDateTime: string;
                                /** Format: date-time */
                                endDateTime: string;
                                units: number;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                /**
                                 * @default {
                                 *       "impressionsDelivered": 0,
                                 *       "clicksDelivered": 0
                                 *     }
                                 */
                                stats: {
                                    /** @default 0 */
                                    impressionsDelivered: number;
                                    /** @default 0 */
                                    clicksDelivered: number;
                                };
                                /** @default [] */
                                creativePlaceholders: {
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                }[];
                                /** @default [] */
                                creatives: {
                                    id: number;
                                    name: string;
                                    destinationUrl: string;
                                    asset?: string | null;
                                    assetUrl?: string | null;
                                    size: {
                                        width: number;
                                        height: number;
                                    };
                                    /** @enum {string} */
                                    status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                    /** @enum {string} */
                                    approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                    lineItemId: number;
                                    title?: string | null;
                                    text?: string | null;
                                    adContentTitle?: string | null;
                                    prefixText?: string | null;
                                    nativeStyleId?: number | null;
                                    nativeFormatId?: number | null;
                                    reviewReason?: string | null;
                                }[];
                                /** @default [] */
                                frequencyCaps: {
                                    maxImpressions: number;
                                    numTimeUnits: number;
                                    /** @enum {string} */
                                    timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                }[];
                                nativeFormatId?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /**
                                 * @default {
                                 *       "geoTargeting": {
                                 *         "targetedLocations": [],
                                 *         "excludedLocations": []
                                 *       },
                                 *       "customTargeting": []
                                 *     }
                                 */
                                targeting: {
                                    /**
                                     * @default {
                                     *       "targetedLocations": [],
                                     *       "excludedLocations": []
                                     *     }
                                     */
                                    geoTargeting: {
                                        /** @default [] */
                                        targetedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                        /** @default [] */
                                        excludedLocations: {
                                            id: number;
                                            type: string;
                                            canonicalParentId?: number | null;
                                            countryCode: string;
                                            regionId?: string | null;
                                            name: string;
                                        }[];
                                    };
                                    /** @default [] */
                                    customTargeting: number[];
                                };
                                /** @enum {string|null} */
                                pauseReason?: "PAYMENT" | null;
                                customTargetingNames?: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                            type?: {
                                /** @enum {string} */
                                name?: "standard" | "native";
                                typeId: number;
                                customFieldId: number;
                            } | null;
                            disapprovalReason?: string | null;
                            spendToDateCents?: number;
                            preAuthorizedAmount?: number;
                            owner: {
                                userId: number;
                                email: string;
                                firstName: string;
                                lastName: string;
                            };
                            /** Format: date-time */
                            submittedAt: string | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/review/orders/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a pending order: APPROVED, its line items READY */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/review/orders/{id}/disapprove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disapproves a pending order with a reason, e-mailed to the advertiser in their language */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/review/creatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Creatives waiting for review, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            destinationUrl: string;
                            asset?: string | null;
                            assetUrl?: string | null;
                            size: {
                                width: number;
                                height: number;
                            };
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                            /** @enum {string} */
                            approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                            lineItemId: number;
                            title?: string | null;
                            text?: string | null;
                            adContentTitle?: string | null;
                            prefixText?: string | null;
                            nativeStyleId?: number | null;
                            nativeFormatId?: number | null;
                            reviewReason: string | null;
                            orderId: number;
                            ownerId: number;
                            ownerEmail: string;
                            ownerName: string;
                            orderName: string;
                            createdAt: string;
                            earlierRefusalReason: string | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/review/creatives/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a creative (approbation APPROVED, status ACTIVE) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            destinationUrl: string;
                            asset?: string | null;
                            assetUrl?: string | null;
                            size: {
                                width: number;
                                height: number;
                            };
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                            /** @enum {string} */
                            approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                            lineItemId: number;
                            title?: string | null;
                            text?: string | null;
                            adContentTitle?: string | null;
                            prefixText?: string | null;
                            nativeStyleId?: number | null;
                            nativeFormatId?: number | null;
                            reviewReason: string | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/review/creatives/{id}/disapprove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disapproves a creative (approbation REFUSED, status INACTIVE) with an optional reason, e-mailed to the advertiser in their language */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            destinationUrl: string;
                            asset?: string | null;
                            assetUrl?: string | null;
                            size: {
                                width: number;
                                height: number;
                            };
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                            /** @enum {string} */
                            approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                            lineItemId: number;
                            title?: string | null;
                            text?: string | null;
                            adContentTitle?: string | null;
                            prefixText?: string | null;
                            nativeStyleId?: number | null;
                            nativeFormatId?: number | null;
                            reviewReason: string | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoices of the signed-in advertiser, newest first (amounts in cents); with ?limit= or ?cursor=, one page as {items, nextCursor} (pass nextCursor as ?cursor= for the next; null on the last) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            number: string;
                            /** Format: date */
                            invoiceDate: string;
                            /** Format: date */
                            periodStart: string;
                            /** Format: date */
                            periodEnd: string;
                            lines: {
                                orderId: number;
                                orderName: string;
                                lineItemId: number;
                                lineItemName?: string;
                                impressions: number;
                                amountCents: number;
                            }[];
                            subtotalCents: number;
                            discountCents: number;
                            /** @default [] */
                            discounts: {
                                code: string;
                                /**
                                 * @default DISCOUNT_VOUCHER
                                 * @enum {string}
                                 */
                                type: "DISCOUNT_VOUCHER" | "GIFT_VOUCHER";
                                amountCents: number;
                            }[];
                            taxes: {
                                /** @enum {string} */
                                name: "GST" | "HST" | "QST";
                                ratePercent: number;
                                amountCents: number;
                                province?: string;
                                /** @enum {string} */
                                basis?: "CUSTOMER_ADDRESS" | "SELLER_ADDRESS";
                            }[];
                            /**
                             * @default CUSTOMER_ADDRESS
                             * @enum {string}
                             */
                            taxBasis: "CUSTOMER_ADDRESS" | "SELLER_ADDRESS";
                            /** @default null */
                            taxProvince: string | null;
                            totalCents: number;
                            /** @enum {string} */
                            status: "PAID" | "DUE" | "DEFAULTED";
                            cardLast4: string | null;
                        }[] | {
                            items: {
                                id: number;
                                number: string;
                                /** Format: date */
                                invoiceDate: string;
                                /** Format: date */
                                periodStart: string;
                                /** Format: date */
                                periodEnd: string;
                                lines: {
                                    orderId: number;
                                    orderName: string;
                                    lineItemId: number;
                                    lineItemName?: string;
                                    impressions: number;
                                    amountCents: number;
                                }[];
                                subtotalCents: number;
                                discountCents: number;
                                /** @default [] */
                                discounts: {
                                    code: string;
                                    /**
                                     * @default DISCOUNT_VOUCHER
                                     * @enum {string}
                                     */
                                    type: "DISCOUNT_VOUCHER" | "GIFT_VOUCHER";
                                    amountCents: number;
                                }[];
                                taxes: {
                                    /** @enum {string} */
                                    name: "GST" | "HST" | "QST";
                                    ratePercent: number;
                                    amountCents: number;
                                    province?: string;
                                    /** @enum {string} */
                                    basis?: "CUSTOMER_ADDRESS" | "SELLER_ADDRESS";
                                }[];
                                /**
                                 * @default CUSTOMER_ADDRESS
                                 * @enum {string}
                                 */
                                taxBasis: "CUSTOMER_ADDRESS" | "SELLER_ADDRESS";
                                /** @default null */
                                taxProvince: string | null;
                                totalCents: number;
                                /** @enum {string} */
                                status: "PAID" | "DUE" | "DEFAULTED";
                                cardLast4: string | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice as a PDF, in the advertiser's language or ?lang=fr|en */
        get: {
            parameters: {
                query?: {
                    lang?: "fr" | "en";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invoices/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay now: charges a DUE or DEFAULTED invoice to the card on file and answers it PAID; NoCreditCartException, PAYMENT_DECLINED (402) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            number: string;
                            /** Format: date */
                            invoiceDate: string;
                            /** Format: date */
                            periodStart: string;
                            /** Format: date */
                            periodEnd: string;
                            lines: {
                                orderId: number;
                                orderName: string;
                                lineItemId: number;
                                lineItemName?: string;
                                impressions: number;
                                amountCents: number;
                            }[];
                            subtotalCents: number;
                            discountCents: number;
                            /** @default [] */
                            discounts: {
                                code: string;
                                /**
                                 * @default DISCOUNT_VOUCHER
                                 * @enum {string}
                                 */
                                type: "DISCOUNT_VOUCHER" | "GIFT_VOUCHER";
                                amountCents: number;
                            }[];
                            taxes: {
                                /** @enum {string} */
                                name: "GST" | "HST" | "QST";
                                ratePercent: number;
                                amountCents: number;
                                province?: string;
                                /** @enum {string} */
                                basis?: "CUSTOMER_ADDRESS" | "SELLER_ADDRESS";
                            }[];
                            /**
                             * @default CUSTOMER_ADDRESS
                             * @enum {string}
                             */
                            taxBasis: "CUSTOMER_ADDRESS" | "SELLER_ADDRESS";
                            /** @default null */
                            taxProvince: string | null;
                            totalCents: number;
                            /** @enum {string} */
                            status: "PAID" | "DUE" | "DEFAULTED";
                            cardLast4: string | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/metric/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily rows per campaign from..to (at most 366 days, not inverted: INVALID_DATES); format=csv for a CSV file */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    orderId?: number;
                    format?: "json" | "csv";
                    lang?: "fr" | "en";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date */
                            date: string;
                            orderId: number;
                            orderName: string;
                            impressions: number;
                            clicks: number;
                            ctr: number;
                            spendCents: number;
                            conversions: number;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/metric/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Impressions, clicks, reach (distinct visitors) and average frequency from..to by campaign, line item, creative, size or region (issue 31); format=csv for a CSV file */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    by?: "campaign" | "lineItem" | "creative" | "size" | "region";
                    orderId?: number;
                    format?: "json" | "csv";
                    lang?: "fr" | "en";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            label: string;
                            orderName: string | null;
                            impressions: number;
                            clicks: number;
                            ctr: number;
                            reach: number;
                            frequency: number;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vouchers/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's promo codes with their status and labels */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            campaign: string | null;
                            /** @enum {string} */
                            type: "DISCOUNT_VOUCHER" | "GIFT_VOUCHER";
                            discount: {
                                /** @enum {string} */
                                type: "AMOUNT" | "PERCENT";
                                value: number;
                            } | null;
                            gift: {
                                amountCents: number;
                                balanceCents: number;
                            } | null;
                            /** Format: date-time */
                            date: string;
                            /** Format: date-time */
                            start_date: string | null;
                            /** Format: date-time */
                            expiration: string | null;
                            /** @enum {string} */
                            status: "active" | "ended" | "expired" | "upcoming" | "inactive";
                            labels: ("decreasing" | "singleUse")[];
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vouchers/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a promo code to the caller's list and answers the list; invalidCode, codeActif, invalidRules, INVALID PROMO CODE TYPE, or LimitExceededException (429) after 10 wrong codes in an hour */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            campaign: string | null;
                            /** @enum {string} */
                            type: "DISCOUNT_VOUCHER" | "GIFT_VOUCHER";
                            discount: {
                                /** @enum {string} */
                                type: "AMOUNT" | "PERCENT";
                                value: number;
                            } | null;
                            gift: {
                                amountCents: number;
                                balanceCents: number;
                            } | null;
                            /** Format: date-time */
                            date: string;
                            /** Format: date-time */
                            start_date: string | null;
                            /** Format: date-time */
                            expiration: string | null;
                            /** @enum {string} */
                            status: "active" | "ended" | "expired" | "upcoming" | "inactive";
                            labels: ("decreasing" | "singleUse")[];
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every promo code, newest first, with how many accounts added it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            campaign: string;
                            /** @enum {string} */
                            type: "DISCOUNT_VOUCHER" | "GIFT_VOUCHER";
                            discount: {
                                /** @enum {string} */
                                type: "AMOUNT" | "PERCENT";
                                value: number;
                            } | null;
                            giftAmountCents: number | null;
                            singleUse: boolean;
                            /** Format: date */
                            start_date: string | null;
                            /** Format: date */
                            expiration: string | null;
                            maxRedemptions: number | null;
                            active: boolean;
                            redemptions: number;
                            /** @enum {string} */
                            status: "active" | "ended" | "expired" | "upcoming" | "inactive";
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Creates a promo code; VOUCHER_CODE_NOT_UNIQUE (409) when the code exists */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** @enum {string} */
                        type: "DISCOUNT_VOUCHER" | "GIFT_VOUCHER";
                        /** @default null */
                        discount?: {
                            /** @enum {string} */
                            type: "AMOUNT" | "PERCENT";
                            value: number;
                        } | null;
                        /** @default null */
                        giftAmountCents?: number | null;
                        /** @default false */
                        singleUse?: boolean;
                        /** @default  */
                        campaign?: string;
                        /**
                         * Format: date
                         * @default null
                         */
                        start_date?: string | null;
                        /**
                         * Format: date
                         * @default null
                         */
                        expiration?: string | null;
                        /** @default null */
                        maxRedemptions?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            campaign: string;
                            /** @enum {string} */
                            type: "DISCOUNT_VOUCHER" | "GIFT_VOUCHER";
                            discount: {
                                /** @enum {string} */
                                type: "AMOUNT" | "PERCENT";
                                value: number;
                            } | null;
                            giftAmountCents: number | null;
                            singleUse: boolean;
                            /** Format: date */
                            start_date: string | null;
                            /** Format: date */
                            expiration: string | null;
                            maxRedemptions: number | null;
                            active: boolean;
                            redemptions: number;
                            /** @enum {string} */
                            status: "active" | "ended" | "expired" | "upcoming" | "inactive";
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/vouchers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a promo code: campaign, dates, limit, active (false deactivates it) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        campaign?: string;
                        /**
                         * Format: date
                         * @default null
                         */
                        start_date?: string | null;
                        /**
                         * Format: date
                         * @default null
                         */
                        expiration?: string | null;
                        /** @default null */
                        maxRedemptions?: number | null;
                        /** @default true */
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            campaign: string;
                            /** @enum {string} */
                            type: "DISCOUNT_VOUCHER" | "GIFT_VOUCHER";
                            discount: {
                                /** @enum {string} */
                                type: "AMOUNT" | "PERCENT";
                                value: number;
                            } | null;
                            giftAmountCents: number | null;
                            singleUse: boolean;
                            /** Format: date */
                            start_date: string | null;
                            /** Format: date */
                            expiration: string | null;
                            maxRedemptions: number | null;
                            active: boolean;
                            redemptions: number;
                            /** @enum {string} */
                            status: "active" | "ended" | "expired" | "upcoming" | "inactive";
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's latest archive: queued, building (progress 0..100), ready (downloadUrl, for 24 h), failed or expired; null when none was asked for */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "queued" | "building" | "ready" | "failed" | "expired";
                            progress: number;
                            /** Format: date-time */
                            requestedAt: string;
                            /** Format: date-time */
                            readyAt: string | null;
                            /** Format: date-time */
                            expiresAt: string | null;
                            sizeBytes: number | null;
                            downloadUrl: string | null;
                        } | null;
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Download my data: queues an archive of the account (campaigns, creatives, invoices, metrics, audiences, pixels); while one is queued or building, answers that one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "queued" | "building" | "ready" | "failed" | "expired";
                            progress: number;
                            /** Format: date-time */
                            requestedAt: string;
                            /** Format: date-time */
                            readyAt: string | null;
                            /** Format: date-time */
                            expiresAt: string | null;
                            sizeBytes: number | null;
                            downloadUrl: string | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/export/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ready archive as a ZIP, for the account that asked only (another account: 404); after 24 hours 410 EXPORT_EXPIRED */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account with its campaigns and invoices (read-only); USER_NOT_PRESENT (404) when unknown */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                first_name: string;
                                last_name: string;
                                email: string;
                                user_id: string;
                                /** @default null */
                                organisation: string | null;
                                /**
                                 * @default user
                                 * @enum {string}
                                 */
                                role: "admin" | "editor" | "user";
                                /** @default null */
                                country: string | null;
                                /** @default null */
                                state: string | null;
                                /** @default null */
                                phone: string | null;
                                /** @default null */
                                phone_ext: string | null;
                                /** @default false */
                                isAdmin: boolean;
                                /** @default null */
                                agency_role: string | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                                /** @default [] */
                                statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                                /** @default null */
                                company_role: string | null;
                                /** @default null */
                                address: string | null;
                                /** @default null */
                                city: string | null;
                                /** @default null */
                                postal_code: string | null;
                                /**
                                 * @default fr
                                 * @enum {string}
                                 */
                                locale: "fr" | "en";
                                suspended: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            };
                            orders: {
                                id: number;
                                name: string;
                                cleanName: string;
                                /** @default  */
                                notes: string;
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                                units?: number | null;
                                /**
                                 * @default IMPRESSIONS
                                 * @enum {string}
                                 */
                                unitType: "IMPRESSIONS";
                                /** Format: date-time */
                                startDateTime?: string | null;
                                /** Format: date-time */
                                endDateTime?: string | null;
                                totalBudget?: number | null;
                                /** @default false */
                                isArchived: boolean;
                                /** @default [] */
                                lineItems: {
                                    id: number;
                                    orderId: number;
                                    name: string;
                                    /** Format: date-time */
                                    startDateTime: string;
                                    /** Format: date-time */
                                    endDateTime: string;
                                    units: number;
                                    /**
                                     * @default IMPRESSIONS
                                     * @enum {string}
                                     */
                                    unitType: "IMPRESSIONS";
                                    /** @enum {string} */
                                    status: "DRAFT" | "PENDING_APPROVAL" | "DISAPPROVED" | "READY" | "DELIVERING" | "DELIVERY_EXTENDED" | "PAUSED" | "PAUSED_INVENTORY_RELEASED" | "COMPLETED";
                                    /**
                                     * @default {
                                     *       "impressionsDelivered": 0,
                                     *       "clicksDelivered": 0
                                     *     }
                                     */
                                    stats: {
                                        /** @default 0 */
                                        impressionsDelivered: number;
                                        /** @default 0 */
                                        clicksDelivered: number;
                                    };
                                    /** @default [] */
                                    creativePlaceholders: {
                                        size: {
                                            width: number;
                                            height: number;
                                        };
                                    }[];
                                    /** @default [] */
                                    creatives: {
                                        id: number;
                                        name: string;
                                        destinationUrl: string;
                                        asset?: string | null;
                                        assetUrl?: string | null;
                                        size: {
                                            width: number;
                                            height: number;
                                        };
                                        /** @enum {string} */
                                        status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                                        /** @enum {string} */
                                        approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                                        lineItemId: number;
                                        title?: string | null;
                                        text?: string | null;
                                        adContentTitle?: string | null;
                                        prefixText?: string | null;
                                        nativeStyleId?: number | null;
                                        nativeFormatId?: number | null;
                                        reviewReason?: string | null;
                                    }[];
                                    /** @default [] */
                                    frequencyCaps: {
                                        maxImpressions: number;
                                        numTimeUnits: number;
                                        /** @enum {string} */
                                        timeUnit: "MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH" | "LIFETIME";
                                    }[];
                                    nativeFormatId?: number | null;
                                    /** @default false */
                                    isArchived: boolean;
                                    /**
                                     * @default {
                                     *       "geoTargeting": {
                                     *         "targetedLocations": [],
                                     *         "excludedLocations": []
                                     *       },
                                     *       "customTargeting": []
                                     *     }
                                     */
                                    targeting: {
                                        /**
                                         * @default {
                                         *       "targetedLocations": [],
                                         *       "excludedLocations": []
                                         *     }
                                         */
                                        geoTargeting: {
                                            /** @default [] */
                                            targetedLocations: {
                                                id: number;
                                                type: string;
                                                canonicalParentId?: number | null;
                                                countryCode: string;
                                                regionId?: string | null;
                                                name: string;
                                            }[];
                                            /** @default [] */
                                            excludedLocations: {
                                                id: number;
                                                type: string;
                                                canonicalParentId?: number | null;
                                                countryCode: string;
                                                regionId?: string | null;
                                                name: string;
                                            }[];
                                        };
                                        /** @default [] */
                                        customTargeting: number[];
                                    };
                                    /** @enum {string|null} */
                                    pauseReason?: "PAYMENT" | null;
                                    customTargetingNames?: {
                                        id: number;
                                        name: string;
                                    }[];
                                }[];
                                type?: {
                                    /** @enum {string} */
                                    name?: "standard" | "native";
                                    typeId: number;
                                    customFieldId: number;
                                } | null;
                                disapprovalReason?: string | null;
                                spendToDateCents?: number;
                                preAuthorizedAmount?: number;
                            }[];
                            invoices: {
                                id: number;
                                number: string;
                                /** Format: date */
                                invoiceDate: string;
                                /** Format: date */
                                periodStart: string;
                                /** Format: date */
                                periodEnd: string;
                                lines: {
                                    orderId: number;
                                    orderName: string;
                                    lineItemId: number;
                                    lineItemName?: string;
                                    impressions: number;
                                    amountCents: number;
                                }[];
                                subtotalCents: number;
                                discountCents: number;
                                /** @default [] */
                                discounts: {
                                    code: string;
                                    /**
                                     * @default DISCOUNT_VOUCHER
                                     * @enum {string}
                                     */
                                    type: "DISCOUNT_VOUCHER" | "GIFT_VOUCHER";
                                    amountCents: number;
                                }[];
                                taxes: {
                                    /** @enum {string} */
                                    name: "GST" | "HST" | "QST";
                                    ratePercent: number;
                                    amountCents: number;
                                    province?: string;
                                    /** @enum {string} */
                                    basis?: "CUSTOMER_ADDRESS" | "SELLER_ADDRESS";
                                }[];
                                /**
                                 * @default CUSTOMER_ADDRESS
                                 * @enum {string}
                                 */
                                taxBasis: "CUSTOMER_ADDRESS" | "SELLER_ADDRESS";
                                /** @default null */
                                taxProvince: string | null;
                                totalCents: number;
                                /** @enum {string} */
                                status: "PAID" | "DUE" | "DEFAULTED";
                                cardLast4: string | null;
                            }[];
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes the role (user, editor, admin; any case); LAST_ADMIN (409) for the last active admin */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        role: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first_name: string;
                            last_name: string;
                            email: string;
                            user_id: string;
                            /** @default null */
                            organisation: string | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            role: "admin" | "editor" | "user";
                            /** @default null */
                            country: string | null;
                            /** @default null */
                            state: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default null */
                            phone_ext: string | null;
                            /** @default false */
                            isAdmin: boolean;
                            /** @default null */
                            agency_role: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                            /** @default [] */
                            statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                            /** @default null */
                            company_role: string | null;
                            /** @default null */
                            address: string | null;
                            /** @default null */
                            city: string | null;
                            /** @default null */
                            postal_code: string | null;
                            /**
                             * @default fr
                             * @enum {string}
                             */
                            locale: "fr" | "en";
                            suspended: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends the account for a reason (required; kept in the audit trail and e-mailed to the user in their language): its sessions end at once, sign-in answers ACCOUNT_SUSPENDED, running campaigns pause; LAST_ADMIN (409) for the last active admin */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first_name: string;
                            last_name: string;
                            email: string;
                            user_id: string;
                            /** @default null */
                            organisation: string | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            role: "admin" | "editor" | "user";
                            /** @default null */
                            country: string | null;
                            /** @default null */
                            state: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default null */
                            phone_ext: string | null;
                            /** @default false */
                            isAdmin: boolean;
                            /** @default null */
                            agency_role: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                            /** @default [] */
                            statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                            /** @default null */
                            company_role: string | null;
                            /** @default null */
                            address: string | null;
                            /** @default null */
                            city: string | null;
                            /** @default null */
                            postal_code: string | null;
                            /**
                             * @default fr
                             * @enum {string}
                             */
                            locale: "fr" | "en";
                            suspended: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/users/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivates the account: sign-in works again and the campaigns the suspension paused resume */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            first_name: string;
                            last_name: string;
                            email: string;
                            user_id: string;
                            /** @default null */
                            organisation: string | null;
                            /**
                             * @default user
                             * @enum {string}
                             */
                            role: "admin" | "editor" | "user";
                            /** @default null */
                            country: string | null;
                            /** @default null */
                            state: string | null;
                            /** @default null */
                            phone: string | null;
                            /** @default null */
                            phone_ext: string | null;
                            /** @default false */
                            isAdmin: boolean;
                            /** @default null */
                            agency_role: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            creditStatus: "ACTIVE" | "INACTIVE" | "ON_HOLD" | "CREDIT_STOP" | "BLOCKED" | null;
                            /** @default [] */
                            statusFilter: ("DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN")[];
                            /** @default null */
                            company_role: string | null;
                            /** @default null */
                            address: string | null;
                            /** @default null */
                            city: string | null;
                            /** @default null */
                            postal_code: string | null;
                            /**
                             * @default fr
                             * @enum {string}
                             */
                            locale: "fr" | "en";
                            suspended: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's change history, newest first: who, when, what, old and new values (from/to are days) */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    objectType?: "order" | "lineItem" | "creative" | "segment" | "conversionPixel" | "paymentMethod" | "voucher" | "user" | "invoice" | "agency" | "agencyGrant" | "apiKey" | "webhookEndpoint";
                    objectId?: string;
                    orderId?: number;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                actor: {
                                    userId: string | null;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                };
                                subjectAccountId: string;
                                operation: string;
                                /** @enum {string} */
                                objectType: "order" | "lineItem" | "creative" | "segment" | "conversionPixel" | "paymentMethod" | "voucher" | "user" | "invoice" | "agency" | "agencyGrant" | "apiKey" | "webhookEndpoint";
                                objectId: string | null;
                                orderId: string | null;
                                changes: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                requestId: string;
                                apiKeyId: string | null;
                                objectName?: string | null;
                                orderName?: string | null;
                                subjectAccountName?: string | null;
                                campaignNames?: {
                                    [key: string]: string;
                                };
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account’s change history, newest first, filtered by account, dates and object */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    objectType?: "order" | "lineItem" | "creative" | "segment" | "conversionPixel" | "paymentMethod" | "voucher" | "user" | "invoice" | "agency" | "agencyGrant" | "apiKey" | "webhookEndpoint";
                    objectId?: string;
                    orderId?: number;
                    page?: number;
                    pageSize?: number;
                    accountId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                actor: {
                                    userId: string | null;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                };
                                subjectAccountId: string;
                                operation: string;
                                /** @enum {string} */
                                objectType: "order" | "lineItem" | "creative" | "segment" | "conversionPixel" | "paymentMethod" | "voucher" | "user" | "invoice" | "agency" | "agencyGrant" | "apiKey" | "webhookEndpoint";
                                objectId: string | null;
                                orderId: string | null;
                                changes: {
                                    field: string;
                                    before: unknown;
                                    after: unknown;
                                }[];
                                requestId: string;
                                apiKeyId: string | null;
                                objectName?: string | null;
                                orderName?: string | null;
                                subjectAccountName?: string | null;
                                campaignNames?: {
                                    [key: string]: string;
                                };
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agencies/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console helper (spec §1): for a member of an agency, checks the agency password (AGENCY_CONSOLE_PASSWORD_HASH) and turns the agency role on for this session only (logout or expiry ends it); answers a new access token. FORBIDDEN for a non-member whatever the password (it is not checked); USER_WRONG_CREDENTIALS for a wrong password; LimitExceededException (429) after 5 wrong ones of the member in 15 minutes, or 20 of all members. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jwtToken: string;
                            /** @enum {string} */
                            agency_role: "admin" | "member";
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agencies/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agency's clients (accepted grants): campaigns by status and this month's spend. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            organisation: string | null;
                            campaigns: {
                                /** @enum {string} */
                                status: "DRAFT" | "PENDING_APPROVAL" | "APPROVED" | "DISAPPROVED" | "ARCHIVED" | "CANCELLED" | "COMPLETED" | "DELETED" | "PAUSED" | "DELIVERING" | "DELIVERY_EXTENDED" | "INACTIVE" | "PAUSED_INVENTORY_RELEASED" | "READY" | "ACTIVE" | "NOT_SERVING" | "UNKNOWN";
                                count: number;
                            }[];
                            monthSpendCents: number;
                            suspended: boolean;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agencies/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members (agency admin). 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string | null;
                            invitation_id: number | null;
                            email: string;
                            first_name: string | null;
                            last_name: string | null;
                            /** @enum {string} */
                            agency_role: "admin" | "member";
                            /** @enum {string} */
                            status: "ACTIVE" | "INVITED";
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Invites an e-mail to join with an agency role (agency admin); the answer is the same whether an account has it or not, and an invitation not accepted shows only its e-mail and id (issue 31 §12). An account with it is mailed in its language and joins once it accepts in its profile (status INVITED until then); AGENCY_MEMBER_EXISTS (already a member of this agency, or already invited). 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /**
                         * @default member
                         * @enum {string}
                         */
                        agency_role?: "admin" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string | null;
                            invitation_id: number | null;
                            email: string;
                            first_name: string | null;
                            last_name: string | null;
                            /** @enum {string} */
                            agency_role: "admin" | "member";
                            /** @enum {string} */
                            status: "ACTIVE" | "INVITED";
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agencies/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a member's agency role (agency admin); AGENCY_LAST_ADMIN keeps one admin. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        agency_role: "admin" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string | null;
                            invitation_id: number | null;
                            email: string;
                            first_name: string | null;
                            last_name: string | null;
                            /** @enum {string} */
                            agency_role: "admin" | "member";
                            /** @enum {string} */
                            status: "ACTIVE" | "INVITED";
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Removes a member (agency admin); AGENCY_LAST_ADMIN keeps one admin. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string | null;
                            invitation_id: number | null;
                            email: string;
                            first_name: string | null;
                            last_name: string | null;
                            /** @enum {string} */
                            agency_role: "admin" | "member";
                            /** @enum {string} */
                            status: "ACTIVE" | "INVITED";
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agencies/member-invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraws a pending invitation to join (agency admin), by the invitation's id; NOT_FOUND for another agency's or one no longer pending. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string | null;
                            invitation_id: number | null;
                            email: string;
                            first_name: string | null;
                            last_name: string | null;
                            /** @enum {string} */
                            agency_role: "admin" | "member";
                            /** @enum {string} */
                            status: "ACTIVE" | "INVITED";
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agencies/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every invitation and grant of the agency, revoked ones included (agency admin). 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            agencyName: string;
                            client: {
                                user_id: string | null;
                                email: string;
                                first_name: string | null;
                                last_name: string | null;
                                organisation: string | null;
                            };
                            /** @enum {string} */
                            status: "INVITED" | "ACCEPTED" | "REVOKED";
                            invitedAt: string;
                            acceptedAt: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Invites a client by e-mail (agency admin): the grant is INVITED, the same answer whether an account has the e-mail or not, and the client's name and id show once they accept (issue 31 §12); an account with it is mailed in its language; AGENCY_GRANT_EXISTS. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            agencyName: string;
                            client: {
                                user_id: string | null;
                                email: string;
                                first_name: string | null;
                                last_name: string | null;
                                organisation: string | null;
                            };
                            /** @enum {string} */
                            status: "INVITED" | "ACCEPTED" | "REVOKED";
                            invitedAt: string;
                            acceptedAt: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agency-grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in client's agency invitations and grants (profile). 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            agencyName: string;
                            client: {
                                user_id: string | null;
                                email: string;
                                first_name: string | null;
                                last_name: string | null;
                                organisation: string | null;
                            };
                            /** @enum {string} */
                            status: "INVITED" | "ACCEPTED" | "REVOKED";
                            invitedAt: string;
                            acceptedAt: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agency-grants/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The client accepts an invitation: the agency may view as them. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            agencyName: string;
                            client: {
                                user_id: string | null;
                                email: string;
                                first_name: string | null;
                                last_name: string | null;
                                organisation: string | null;
                            };
                            /** @enum {string} */
                            status: "INVITED" | "ACCEPTED" | "REVOKED";
                            invitedAt: string;
                            acceptedAt: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agency-grants/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The client revokes an invitation or a grant, at once and for good. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            agencyName: string;
                            client: {
                                user_id: string | null;
                                email: string;
                                first_name: string | null;
                                last_name: string | null;
                                organisation: string | null;
                            };
                            /** @enum {string} */
                            status: "INVITED" | "ACCEPTED" | "REVOKED";
                            invitedAt: string;
                            acceptedAt: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agency-member-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's pending invitations to join an agency (profile). 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            agencyName: string;
                            /** @enum {string} */
                            agency_role: "admin" | "member";
                            invitedAt: string;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agency-member-invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The invitee joins the agency with the role offered; AGENCY_MEMBER_EXISTS when already in an agency; NOT_FOUND for another account's invitation or one no longer pending. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            agencyName: string;
                            /** @enum {string} */
                            agency_role: "admin" | "member";
                            invitedAt: string;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agency-member-invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The invitee declines; NOT_FOUND for another account's invitation or one no longer pending. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            agencyName: string;
                            /** @enum {string} */
                            agency_role: "admin" | "member";
                            invitedAt: string;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/agencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every agency (staff admin), by name: its members with their agency roles, its clients (accepted grants) and how many invitations are pending. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            createdAt: string;
                            members: {
                                user_id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {string} */
                                agency_role: "admin" | "member";
                            }[];
                            clients: {
                                user_id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                organisation: string | null;
                                suspended: boolean;
                            }[];
                            pendingInvitations: number;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Creates an agency and makes an existing account (adminEmail) its admin (staff admin); USER_NOT_PRESENT, AGENCY_NAME_EXISTS (another agency's name, case, accents and spacing aside), AGENCY_MEMBER_EXISTS. 403 AGENCIES_DISABLED while agencies are off (AGENCIES_DISABLED, the default). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        adminEmail: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            createdAt: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/admin/billing/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bills a month now (YYYY-MM) and charges the invoices due; answers the invoices made and their totals. Asked again, bills only what no run billed: nothing twice. BILLING_PERIOD_NOT_STARTED for a month to come */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        period: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            period: string;
                            invoices: {
                                invoiceId: number;
                                advertiserId: number;
                                number: string;
                                impressions: number;
                                subtotalCents: number;
                                totalCents: number;
                            }[];
                            subtotalCents: number;
                            totalCents: number;
                            charged: {
                                paid: number;
                                defaulted: number;
                            };
                            released: number;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s webhook endpoints, oldest first (their secrets are never answered again) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            description: string;
                            events: ("order.approved" | "order.disapproved" | "creative.refused" | "line_item.completed" | "line_item.paused_for_payment" | "invoice.created" | "invoice.defaulted" | "invoice.paid")[];
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Registers an HTTPS endpoint {url, events, description?}; the answer holds its signing secret, shown this once. WEBHOOK_URL_INVALID, WEBHOOK_URL_NOT_HTTPS, WEBHOOK_URL_PRIVATE_ADDRESS (400: the host resolves to a private, loopback or link-local address), WEBHOOK_ENDPOINT_LIMIT_REACHED (409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        events: ("order.approved" | "order.disapproved" | "creative.refused" | "line_item.completed" | "line_item.paused_for_payment" | "invoice.created" | "invoice.defaulted" | "invoice.paid")[];
                        /** @default  */
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            description: string;
                            events: ("order.approved" | "order.disapproved" | "creative.refused" | "line_item.completed" | "line_item.paused_for_payment" | "invoice.created" | "invoice.defaulted" | "invoice.paid")[];
                            /** Format: date-time */
                            createdAt: string;
                            secret: string;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an endpoint and its delivery log; nothing more is sent to it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint’s delivery log, newest first: event id and type, status, attempts, last answer (`?limit=` up to 100, `?before=<delivery id>` for the next page) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            eventId: string;
                            /** @enum {string} */
                            eventType: "order.approved" | "order.disapproved" | "creative.refused" | "line_item.completed" | "line_item.paused_for_payment" | "invoice.created" | "invoice.defaulted" | "invoice.paid";
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "retrying" | "failed";
                            attempts: number;
                            lastStatusCode: number | null;
                            lastError: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            deliveredAt: string | null;
                            redeliveryOf: number | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/endpoints/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a delivery’s event again (same event id and body), as a new line of the log */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    deliveryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            eventId: string;
                            /** @enum {string} */
                            eventType: "order.approved" | "order.disapproved" | "creative.refused" | "line_item.completed" | "line_item.paused_for_payment" | "invoice.created" | "invoice.defaulted" | "invoice.paid";
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "retrying" | "failed";
                            attempts: number;
                            lastStatusCode: number | null;
                            lastError: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            deliveredAt: string | null;
                            redeliveryOf: number | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/gam/creatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creatives of one of your line items */
        get: {
            parameters: {
                query: {
                    orderId: number;
                    lineItemId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            destinationUrl: string;
                            asset?: string | null;
                            assetUrl?: string | null;
                            size: {
                                width: number;
                                height: number;
                            };
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                            /** @enum {string} */
                            approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                            lineItemId: number;
                            title?: string | null;
                            text?: string | null;
                            adContentTitle?: string | null;
                            prefixText?: string | null;
                            nativeStyleId?: number | null;
                            nativeFormatId?: number | null;
                            reviewReason: string | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Edits creatives or changes their status (multipart: orderId, lineItemId, asset?, creatives as a JSON list); answers the line item creatives */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            destinationUrl: string;
                            asset?: string | null;
                            assetUrl?: string | null;
                            size: {
                                width: number;
                                height: number;
                            };
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                            /** @enum {string} */
                            approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                            lineItemId: number;
                            title?: string | null;
                            text?: string | null;
                            adContentTitle?: string | null;
                            prefixText?: string | null;
                            nativeStyleId?: number | null;
                            nativeFormatId?: number | null;
                            reviewReason: string | null;
                        }[];
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Creates a creative (multipart: orderId, lineItemId, name, destinationUrl, asset, size "300x250", native extras); IN_REVIEW and associated with the line item */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            destinationUrl: string;
                            asset?: string | null;
                            assetUrl?: string | null;
                            size: {
                                width: number;
                                height: number;
                            };
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE" | "IN_REVIEW" | "DELETED";
                            /** @enum {string} */
                            approbation: "APPROVED" | "REFUSED" | "IN_REVIEW" | "DELETED_BY_USER";
                            lineItemId: number;
                            title?: string | null;
                            text?: string | null;
                            adContentTitle?: string | null;
                            prefixText?: string | null;
                            nativeStyleId?: number | null;
                            nativeFormatId?: number | null;
                            reviewReason: string | null;
                        };
                    };
                };
                /** @description RATE_LIMITED: past the limit of the window (the error body; wait Retry-After seconds) */
                429: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        "Retry-After": components["headers"]["Retry-After"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @enum {string} */
                                code: "RATE_LIMITED";
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/assets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creative file, by the name the server gave it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Requests allowed in the current one-minute window for this key, session or address */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window */
        "RateLimit-Remaining": number;
        /** @description Seconds until the current window ends and the count starts again */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before calling again */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
