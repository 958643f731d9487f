/* eslint-disable */
// Generated from spec/api.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import * as z from 'zod/mini';

/** components.schemas.AccessType */
export const AccessType = /* @__PURE__ */ (() => z.enum(['premium', 'public']))();
export type AccessType = z.infer<typeof AccessType>;

/** components.schemas.Access */
export const Access = /* @__PURE__ */ (() => z.object({ type: AccessType }))();
export type Access = z.infer<typeof Access>;

/** components.schemas.ActionKey */
export const ActionKey = /* @__PURE__ */ (() => z.object({ expires_at: z.optional(z.int()), key: z.string() }))();
export type ActionKey = z.infer<typeof ActionKey>;

/** components.schemas.ActionKeyRedeem */
export const ActionKeyRedeem = /* @__PURE__ */ (() => z.object({ key: z.string().check(z.minLength(20), z.maxLength(200)) }))();
export type ActionKeyRedeem = z.infer<typeof ActionKeyRedeem>;

/** components.schemas.AffiliateEvent */
export const AffiliateEvent = /* @__PURE__ */ (() =>
  z.object({
    aid: z.optional(z.string().check(z.maxLength(64))),
    btag: z.optional(z.string().check(z.maxLength(128))),
    event: z.enum(['visit', 'sign-up', 'purchase']),
  }))();
export type AffiliateEvent = z.infer<typeof AffiliateEvent>;

/** components.schemas.AffiliatePostback */
export const AffiliatePostback = /* @__PURE__ */ (() =>
  z.object({
    aid: z.optional(z.string().check(z.maxLength(64))),
    btag: z.optional(z.string().check(z.maxLength(128))),
    order_id: z.string().check(z.minLength(1), z.maxLength(64)),
  }))();
export type AffiliatePostback = z.infer<typeof AffiliatePostback>;

/** components.schemas.Checkout */
export const Checkout = /* @__PURE__ */ (() => z.object({ redirect_url: z.string() }))();
export type Checkout = z.infer<typeof Checkout>;

/** components.schemas.CheckoutRequest */
export const CheckoutRequest = /* @__PURE__ */ (() =>
  z.object({ order_id: z.string().check(z.minLength(1), z.maxLength(64)), return_url: z.optional(z.string().check(z.maxLength(2048))) }))();
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

/** components.schemas.ContactTopic */
export const ContactTopic = /* @__PURE__ */ (() => z.enum(['general', 'account', 'billing', 'technical', 'privacy', 'partnership']))();
export type ContactTopic = z.infer<typeof ContactTopic>;

/** components.schemas.Email */
export const Email = /* @__PURE__ */ (() => z.email().check(z.minLength(3), z.maxLength(254)))();
export type Email = z.infer<typeof Email>;

/** components.schemas.ContactRequest */
export const ContactRequest = /* @__PURE__ */ (() =>
  z.object({
    email: Email,
    locale: z.optional(z.string().check(z.minLength(2), z.maxLength(2))),
    message: z.string().check(z.minLength(20), z.maxLength(5000)),
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    topic: ContactTopic,
  }))();
export type ContactRequest = z.infer<typeof ContactRequest>;

/** components.schemas.Credentials */
export const Credentials = /* @__PURE__ */ (() =>
  z.object({ email: Email, password: z.string().check(z.minLength(1), z.maxLength(128)) }))();
export type Credentials = z.infer<typeof Credentials>;

/** components.schemas.NetworkOperator */
export const NetworkOperator = /* @__PURE__ */ (() => z.object({ asn: z.int().check(z.gte(0)), name: z.string() }))();
export type NetworkOperator = z.infer<typeof NetworkOperator>;

/** components.schemas.DnsResolver */
export const DnsResolver = /* @__PURE__ */ (() =>
  z.object({
    country_code: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
    ip: z.string(),
    lookups: z.int().check(z.gte(1)),
    operator: z.nullable(NetworkOperator),
    vpn: z.boolean(),
  }))();
export type DnsResolver = z.infer<typeof DnsResolver>;

/** components.schemas.DnsLeakResult */
export const DnsLeakResult = /* @__PURE__ */ (() => z.object({ names: z.int().check(z.gte(0)), resolvers: z.array(DnsResolver) }))();
export type DnsLeakResult = z.infer<typeof DnsLeakResult>;

/** components.schemas.DnsLeakTest */
export const DnsLeakTest = /* @__PURE__ */ (() =>
  z.object({
    expires_at: z.string(),
    id: z.string().check(z.regex(/^[a-z2-7]{16}$/)),
    key: z.string(),
    lookups: z.int().check(z.gte(1)),
    zone: z.string(),
  }))();
export type DnsLeakTest = z.infer<typeof DnsLeakTest>;

/** components.schemas.EmailCheck */
export const EmailCheck = /* @__PURE__ */ (() => z.object({ available: z.boolean() }))();
export type EmailCheck = z.infer<typeof EmailCheck>;

/** components.schemas.ErrorBody */
export const ErrorBody = /* @__PURE__ */ (() =>
  z.object({ code: z.string(), fields: z.optional(z.array(z.string())), message: z.string() }))();
export type ErrorBody = z.infer<typeof ErrorBody>;

/** components.schemas.ForgotRequest */
export const ForgotRequest = /* @__PURE__ */ (() =>
  z.object({ email: Email, locale: z.optional(z.string().check(z.minLength(2), z.maxLength(2))) }))();
export type ForgotRequest = z.infer<typeof ForgotRequest>;

/** components.schemas.Gateway */
export const Gateway = /* @__PURE__ */ (() => z.enum(['stripe', 'ios', 'play', 'huawei', 'amazon', 'aliumpay']))();
export type Gateway = z.infer<typeof Gateway>;

/** components.schemas.IpInfo */
export const IpInfo = /* @__PURE__ */ (() =>
  z.object({
    country_code: z.optional(z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/)))),
    ip: z.string(),
    operator: z.optional(z.nullable(NetworkOperator)),
    protected: z.optional(z.boolean()),
    region: z.optional(z.nullable(z.string())),
    version: z.optional(z.literal([4, 6])),
  }))();
export type IpInfo = z.infer<typeof IpInfo>;

/** components.schemas.NodesPool */
export const NodesPool = /* @__PURE__ */ (() =>
  z.object({ country_code: z.string().check(z.regex(/^[A-Z]{2}$/)), id: z.string(), name: z.string(), premium: z.boolean() }))();
export type NodesPool = z.infer<typeof NodesPool>;

/** components.schemas.OrderStatus */
export const OrderStatus = /* @__PURE__ */ (() => z.enum(['created', 'pending', 'paid', 'failed', 'refunded']))();
export type OrderStatus = z.infer<typeof OrderStatus>;

/** components.schemas.Order */
export const Order = /* @__PURE__ */ (() =>
  z.object({
    amount: z.number().check(z.gte(0)),
    created_at: z.int(),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    discount_percent: z.optional(z.int().check(z.gte(0), z.lte(100))),
    full_amount: z.optional(z.number().check(z.gte(0))),
    gateway_key: z.optional(Gateway),
    id: z.string(),
    new_account: z.optional(z.boolean()),
    plan_id: z.string(),
    promo_code: z.optional(z.string()),
    status: OrderStatus,
    token: z.optional(z.string()),
  }))();
export type Order = z.infer<typeof Order>;

/** components.schemas.OrderRequest */
export const OrderRequest = /* @__PURE__ */ (() =>
  z.object({
    email: z.optional(Email),
    plan_id: z.string().check(z.minLength(1), z.maxLength(64)),
    promo_code: z.optional(z.string().check(z.maxLength(64))),
  }))();
export type OrderRequest = z.infer<typeof OrderRequest>;

/** components.schemas.Password */
export const Password = /* @__PURE__ */ (() => z.string().check(z.minLength(8), z.maxLength(128)))();
export type Password = z.infer<typeof Password>;

/** components.schemas.PasswordChangeRequest */
export const PasswordChangeRequest = /* @__PURE__ */ (() =>
  z.object({ current_password: z.string().check(z.minLength(1), z.maxLength(128)), new_password: Password }))();
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

/** components.schemas.PasswordResetRequest */
export const PasswordResetRequest = /* @__PURE__ */ (() => z.object({ password: Password }))();
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** components.schemas.Payment */
export const Payment = /* @__PURE__ */ (() =>
  z.object({
    amount: z.number().check(z.gte(0)),
    created_at: z.int(),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    gateway_key: Gateway,
    id: z.string(),
    plan_id: z.optional(z.string()),
    status: z.enum(['pending', 'success', 'failed', 'refunded']),
  }))();
export type Payment = z.infer<typeof Payment>;

/** components.schemas.PopupTranslation */
export const PopupTranslation = /* @__PURE__ */ (() =>
  z.object({
    action: z.optional(z.string().check(z.maxLength(60))),
    description: z.optional(z.string()),
    title: z.optional(z.string()),
  }))();
export type PopupTranslation = z.infer<typeof PopupTranslation>;

/** components.schemas.Popup */
export const Popup = /* @__PURE__ */ (() =>
  z.object({
    country: z.string(),
    display_type: z.literal([0, 1]),
    expired_at: z.int(),
    id: z.int(),
    isShown: z.optional(z.boolean()),
    link: z.optional(z.string().check(z.maxLength(500), z.regex(/^(\/(?![/\\\\])|https:\/\/)/))),
    popup_type: z.literal([0, 1]),
    translate: z.record(z.string(), PopupTranslation),
    type: z.literal([0, 1, 2]),
  }))();
export type Popup = z.infer<typeof Popup>;

/** components.schemas.PopupCache */
export const PopupCache = /* @__PURE__ */ (() => z.object({ popupUpdate: z.int(), popups: z.array(Popup) }))();
export type PopupCache = z.infer<typeof PopupCache>;

/** components.schemas.PromoCheck */
export const PromoCheck = /* @__PURE__ */ (() =>
  z.object({
    discount_percent: z.optional(z.int().check(z.gte(0), z.lte(100))),
    plan_ids: z.optional(z.array(z.string())),
    reason: z.optional(z.enum(['not-started', 'expired', 'used-up'])),
    valid: z.boolean(),
  }))();
export type PromoCheck = z.infer<typeof PromoCheck>;

/** components.schemas.Protocol */
export const Protocol = /* @__PURE__ */ (() => z.enum(['openvpn-udp', 'openvpn-tcp', 'wireguard']))();
export type Protocol = z.infer<typeof Protocol>;

/** components.schemas.RegisterRequest */
export const RegisterRequest = /* @__PURE__ */ (() =>
  z.object({ email: Email, locale: z.optional(z.string().check(z.minLength(2), z.maxLength(2))), password: Password }))();
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** components.schemas.Subscription */
export const Subscription = /* @__PURE__ */ (() =>
  z.object({ expires_at: z.optional(z.int()), gateway_key: Gateway, is_canceled: z.boolean(), plan_id: z.optional(z.string()) }))();
export type Subscription = z.infer<typeof Subscription>;

/** components.schemas.TokenCheck */
export const TokenCheck = /* @__PURE__ */ (() => z.object({ purpose: z.enum(['session', 'confirm', 'reset']), valid: z.literal(true) }))();
export type TokenCheck = z.infer<typeof TokenCheck>;

/** components.schemas.TokenResponse */
export const TokenResponse = /* @__PURE__ */ (() => z.object({ token: z.string().check(z.minLength(43)) }))();
export type TokenResponse = z.infer<typeof TokenResponse>;

/** components.schemas.User */
export const User = /* @__PURE__ */ (() =>
  z.object({
    access: z.nullable(Access),
    allow_config_page: z.boolean(),
    email: Email,
    email_confirmed: z.optional(z.boolean()),
    has_password: z.optional(z.boolean()),
    payments: z.array(Payment),
    subscription: z.nullable(Subscription),
  }))();
export type User = z.infer<typeof User>;

/** components.schemas.ZendeskJwt */
export const ZendeskJwt = /* @__PURE__ */ (() => z.object({ jwt: z.string() }))();
export type ZendeskJwt = z.infer<typeof ZendeskJwt>;
