export { ajaxPaginationModule as default } from './ajax-pagination-module';
