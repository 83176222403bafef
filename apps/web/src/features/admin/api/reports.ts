/** The orders view's and the reports' calls of the admin area (issue 19 items 3 to 5). */
import type { OrderDetail, OrderList, Report } from '@gh/domain/reports';
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const searchOrders = (query: URLSearchParams, signal?: AbortSignal) =>
  apiFetch<OrderList>(adminApi.orderHistory(query.toString()), opts(signal));

export const getOrderHistory = (id: string, signal?: AbortSignal) =>
  apiFetch<OrderDetail>(adminApi.orderHistoryItem(id), opts(signal));

export const getReport = (query: URLSearchParams, signal?: AbortSignal) =>
  apiFetch<Report>(adminApi.reports(query.toString()), opts(signal));

/** Where the browser downloads an export (a plain link: the admin cookie goes along). */
export const reportFileUrl = (file: 'export.csv' | 'orders.csv' | 'vat.csv', query: URLSearchParams) =>
  adminApi.reportFile(file, query.toString());
