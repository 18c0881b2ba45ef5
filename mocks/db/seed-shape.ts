/**
 * The shape of the seed's rows (dbShape: each collection and the fields of its first row),
 * written down so that a tab restoring its stored database compares against it instead of
 * building a whole seed first (~50 ms of faker at every demo load; `npm run perf`).
 * tests/unit/mocks/persistence.test.ts fails when the seed's rows no longer have this shape:
 * then update it here and bump DB_STORAGE_VERSION (persistence.ts).
 */
export const SEED_SHAPE = [
  'addresses(address_line,city,country,created_at,id,is_active,owner_id,owner_type,state,updated_at)',
  'biggestFishResults(competition_id,created_at,fish_species_id,id,participant_id,points,size_cm,team_id,updated_at)',
  'boats(created_at,engine_brand,has_radio,hp,id,is_yacht,name,registration_number,team_id,updated_at)',
  'cashPayments(created_at,id,payer_dni,payer_first_name,payer_last_name,payment_id,received_by,received_date,rejection_reason,updated_at)',
  'catches()',
  'categories(id,name)',
  'categoryResults(category_id,competition_id,created_at,id,pieces_count,points,species_count,team_id,updated_at)',
  'checkIns()',
  'clubRequests(created_at,help_desk_ticket_id,id,name,phone_number,president,requested_by,status,updated_at)',
  'competitionPrices(competition_id,covers_platform_fee,created_at,end_date,id,installment_count,payment_type,platform_fee,price,start_date,updated_at)',
  'competitions(created_at,description,edition,end_date,id,name,registration_end,registration_start,start_date,updated_at)',
  'fishSpecies(id,name)',
  'helpDeskTickets(admin_comment,closed_at,created_at,description,dni,email,id,name,phone_number,responded_by,response,response_method,status,title,updated_at,user_id)',
  'idempotencyKeys()',
  'institutions(created_at,id,name,phone_number,president,updated_at)',
  'overallResults(competition_id,created_at,final_position,id,pieces_count,species_count,team_id,total_points,updated_at)',
  'paymentAttempts(amount,checkin_url,created_at,id,payment_id,price_id,provider_payment_id,team_competition_id,updated_at)',
  'payments(amount,attempt_amount,created_at,created_by,id,mercadopago_payment_id,payment_type,price_id,provider_status,status,team_competition_id,updated_at)',
  'refreshTokens()',
  'scorings(competition_id,id,species,tie_breaks,updated_at,updated_by)',
  'settings(last_competition_start_reminder,scheduled_notifications_running,transfer_account)',
  'teamCompetitions(competition_id,created_at,exemption_notes,exemption_reason,id,is_payment_exempt,payment_status,registration_number,status,team_id,team_number,updated_at)',
  'teamMembers(created_at,id,is_helmsman,member_category,team_id,updated_at,user_id)',
  'teams(category_ids,created_at,id,institution_id,name,owner_id,updated_at)',
  'transferPayments(admin_notes,confirmation_status,confirmed_at,confirmed_by,created_at,id,payment_id,rejection_reason,sender_cuit,sender_first_name,sender_last_name,updated_at)',
  'userLogs(action,created_at,id,performed_by,reason,user_id)',
  'userNotifications(action_url,created_at,custom_data,description,icon,id,status,team_id,title,type,updated_at,user_id)',
  'users(created_at,id,password,personal_info,role_id,status,team_id,updated_at,username)',
].join(';');
