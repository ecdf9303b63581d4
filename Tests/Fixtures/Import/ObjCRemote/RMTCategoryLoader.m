// An app that registers a category of its own and others from its server's configuration, and a title the
// user sets: the import reports each value the app has only when it runs, at its line.
#import <UserNotifications/UserNotifications.h>

@implementation RMTCategoryLoader

- (void)applyConfiguration:(NSDictionary *)configuration {
    NSMutableSet *categories = [NSMutableSet set];
    [categories addObject:[UNNotificationCategory categoryWithIdentifier:@"UPDATE"
        actions:@[[UNNotificationAction actionWithIdentifier:@"OPEN" title:@"Open" options:UNNotificationActionOptionForeground]]
        intentIdentifiers:@[] options:0]];
    for (NSDictionary *item in configuration[@"categories"]) {
        [categories addObject:[UNNotificationCategory categoryWithIdentifier:item[@"id"] actions:@[] intentIdentifiers:@[] options:0]];
    }
    NSString *title = [[NSUserDefaults standardUserDefaults] stringForKey:@"snoozeTitle"];
    [categories addObject:[UNNotificationCategory categoryWithIdentifier:@"REMINDER"
        actions:@[[UNNotificationAction actionWithIdentifier:@"SNOOZE" title:title options:0]]
        intentIdentifiers:@[] options:0]];
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:categories];
}

@end
