// The client for the payments adapters: errors' codes decoded to the payments codes (an unknown code becomes
// the typed fallback).
import { isPaymentErrorCode } from '@crema/domain/payments';
import { typedClient, type HttpClient } from '../client';

export const paymentsClient = (client: HttpClient) => typedClient(client, isPaymentErrorCode);
